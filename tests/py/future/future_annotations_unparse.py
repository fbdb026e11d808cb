from __future__ import annotations


def f1(a: "quoted", b: 1 + 2 * 3, c: (1 + 2) * 3, d: -x ** 2, e: (-x) ** 2, g: a if b else c) -> lambda x, y=1, *a, k, **kw: x:
    pass


def f2(a: not x, b: a and b or c, c: a and (b or c), d: x < y <= z, e: x is not None, g: x not in y) -> (int, str):
    pass


def f3(a: tuple[()], b: tuple[int], c: tuple[int,], d: dict[str, int], e: Callable[[int, str], None], g: x[1:2], h: x[::2, ...]) -> ():
    pass


def f4(a: [1, 2], b: {1: 2, **d}, c: {1, 2}, d: [x for x in y if x], e: {k: v for k, v in z}, g: (x for x in y), h: f(x for x in y)) -> ...:
    pass


def f5(a: f(1, *b, c=2, **d), b: 1 .real, c: 1.5 .real, d: 1e400, e: -1e400j, g: "it's", h: b'x', i: None, j: True) -> x.y.z:
    pass


def f6(a: x | y | None, b: x ^ y & z, c: (x | y) & z, d: x << 2 >> 1, e: ~x, g: +x, h: x @ y, i: x // y % z) -> x[y]:
    pass


def f7(a: f"{x!r:>{w}} {{}}", b: 2 ** 3 ** 4, c: (2 ** 3) ** 4, d: lambda: 0, g: a - (b - c), h: (a - b) - c) -> Tuple[*Ts]:
    pass


def f8(*args: *Ts, **kw: int) -> list[int, *tuple[str, ...]]:
    pass


for fn in (f1, f2, f3, f4, f5, f6, f7, f8):
    for k, v in fn.__annotations__.items():
        print(fn.__name__, k, v)
