from dataclasses import dataclass, field, fields, is_dataclass, asdict
from typing import List, ClassVar
@dataclass
class Base:
    name: str
    size: int = 1
@dataclass
class Child(Base):
    extra: List[int] = field(default_factory=list)
    count: ClassVar[int] = 0
c = Child("c", 2, [1])
print(c, [f.name for f in fields(Child)], Child.count)
print(is_dataclass(c), is_dataclass(Child), is_dataclass(1))
@dataclass
class Outer:
    inner: Base
    items: list
o = Outer(Base("b"), [Base("x", 2)])
print(asdict(o))
@dataclass(kw_only=True)
class KW:
    a: int
    b: int = 2
print(KW(a=1))
try:
    KW(1)
except TypeError as e:
    print(type(e).__name__, e)
@dataclass
class WithMethods:
    v: int
    def double(self):
        return WithMethods(self.v * 2)
    @property
    def neg(self):
        return -self.v
print(WithMethods(3).double(), WithMethods(3).neg)
@dataclass(repr=False, eq=False)
class Plain:
    a: int
print(Plain(1) == Plain(1), repr(Plain(1)).startswith("<"))
