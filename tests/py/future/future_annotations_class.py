from __future__ import annotations
from dataclasses import dataclass, field
from typing import NamedTuple, ClassVar, Optional, List


@dataclass
class Point:
    x: float
    y: float = 0.0
    tags: List[str] = field(default_factory=list)
    parent: Optional[Point] = None
    count: ClassVar[int] = 0

    def moved(self, dx: float) -> Point:
        return Point(self.x + dx, self.y, self.tags, self)


p = Point(1.0)
print(p)
print(p.moved(2.5).x)
print(Point.__annotations__)
print([f.name for f in __import__("dataclasses").fields(Point)])


class Pair(NamedTuple):
    first: int
    second: str = "b"


print(Pair(1))
print(Pair.__annotations__)
print(Pair._fields)


class Tree:
    children: list[Tree]

    def __init__(self) -> None:
        self.children: list[Tree] = []
        self.size: int = 0


t = Tree()
print(Tree.__annotations__, t.children, t.size)
