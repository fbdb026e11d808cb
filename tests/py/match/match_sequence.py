def f(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x} {y}"
        case [0, *rest]:
            return f"starts with 0, rest={rest}"
        case [first, *_, last]:
            return f"first={first} last={last}"
        case _:
            return "not a sequence"


for s in [[], [1], (1, 2), [0, 1, 2, 3], [5, 6, 7, 8], "ab", b"ab", {1: 2}, range(3), 3, (9,)]:
    print(repr(s), "->", f(s))


def g(p):
    match p:
        case (x, y, *zs) if zs:
            return ("many", x, y, zs)
        case [(a, b), [c, d]]:
            return ("nested", a, b, c, d)
        case x, y:
            return ("pair", x, y)
        case *everything,:
            return ("star", everything)
    return None


for p in [(1, 2, 3, 4), [(1, 2), [3, 4]], (5, 6), [1, 2, 3], (7,), ()]:
    print(g(p))

from collections import deque
match deque([1, 2, 3]):
    case [a, *b]:
        print("deque", a, b)
