# PEP 695 next to typing's older spellings (Generic[T], TypeVar, Callable)
from typing import Generic, TypeVar, Callable
class Box[T]:
    def map[U](self, f: Callable[[T], U]) -> "Box[U]":
        return Box()
print(Box.map.__annotations__, Box.map.__type_params__)
try:
    class Bad[T](Generic[T]): pass
except TypeError as e: print(type(e).__name__, e)
U = TypeVar("U")
class Old(Generic[U]): pass
print(Old.__parameters__, Old[int], Old.__orig_bases__)
def f[T](x: T | None = None) -> T | int: return x
print(f.__annotations__)
class W[T]:
    def __init_subclass__(cls, **kw): print("sub", cls.__name__)
class W2(W[int]): pass
print(W2.__mro__, W2.__orig_bases__)
def g[T: int](): return T
t = g(); print(t, t.__bound__)
class Q[T]: attr: T
print(Q.__annotations__)
