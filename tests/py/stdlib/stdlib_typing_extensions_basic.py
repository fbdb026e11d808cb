from typing_extensions import Self, Literal, TypedDict, Protocol, override, deprecated, assert_never, Annotated, Doc, get_original_bases
import typing_extensions
from typing import Generic, TypeVar
class Cfg(TypedDict):
    n: int
print(Cfg(n=3), typing_extensions.is_typeddict(Cfg))
class A:
    def me(self) -> Self:
        return self
print(type(A().me()).__name__)
@deprecated("use g")
def f(x):
    return x + 1
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(f(1), [str(x.message) for x in w], f.__deprecated__)
try:
    assert_never(3)
except AssertionError as e:
    print(e)
T = TypeVar("T")
class B(Generic[T]): pass
class C(B[int]): pass
print(get_original_bases(C), Doc("x"))
print(Literal["a", "b"], Annotated[int, "m"])
