from typing import List, Optional, Dict, Any, Union, Tuple, Callable, TypeVar, Generic, Literal, Iterable, Sequence, Set, Type, ClassVar, Final
import typing
print(List[int], Optional[int], Dict[str, Any], Union[int, str], Tuple[int, ...])
print(Callable[[int], str], Literal["a", 1], List, Any, Optional[List[int]])
print(Union[int], Union[int, None], Union[int, Union[str, int]], Iterable[float], Sequence[int])
print(typing.TYPE_CHECKING, typing.cast(int, "x"), Type[int], ClassVar[int], Set[str])
T = TypeVar("T")
print(T)
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
print(Box(3).item, Box[int])
def forward(x: "Tensor", mask: Optional[List[int]] = None) -> Dict[str, Any]:
    return {"mask": mask}
print(forward(1), forward.__annotations__["mask"])
Shape = Tuple[int, int]
def area(s: Shape) -> int:
    return s[0] * s[1]
print(area((2, 3)))
print(list[int], dict[str, int], tuple[int, ...], list[int]([1, 2]))
print(typing.get_type_hints(area) == area.__annotations__)
@typing.overload
def g(x: int) -> int: ...
def g(x):
    return x
print(g(5))
