# match: or-patterns nested in sequences, captures reordered across alternatives
def f(v):
    a = b = c = d = "u"
    match v:
        case [a, (b, 1) | (1, b), {"k": c} | [c, _], *d] if a != 0:
            print("A", a, b, c, d)
        case [a, [b, c] | (c, b, _), 5 as d] | [d, c, b, a, _]:
            print("B", a, b, c, d)
        case _:
            print("Z", a, b, c, d)
for v in [[1, (2, 1), {"k": 3}, 4, 5], [0, (1, 2), [3, 4]], [1, [2, 3], 5], [1, (2, 3, 4), 5], [1, 2, 3, 4, 5], [9, 9, 9]]:
    f(v)
