from __future__ import annotations


class Node:
    value: int
    next: Node | None = None

    def link(self, other: Node) -> Node:
        self.next = other
        return other


def f(a: int, b: list[str] = [], *args: tuple[int, ...], c: dict[str, Node], **kw: Undefined) -> Node:
    return Node()


print(Node.__annotations__)
print(f.__annotations__)
print(Node.link.__annotations__)
x: Forward = 3
print(__annotations__)
print(x)


def g():
    y: NotDefinedEither = 5
    return y


print(g())
