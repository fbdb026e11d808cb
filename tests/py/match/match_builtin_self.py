def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(i) if i < 0:
            return f"negative int {i}"
        case int(i):
            return f"int {i}"
        case float(x):
            return f"float {x}"
        case str() as s:
            return f"str {s!r}"
        case list([a, b]):
            return f"list pair {a} {b}"
        case list(items):
            return f"list {items}"
        case tuple((x, *_)):
            return f"tuple starting {x}"
        case dict(d):
            return f"dict {d}"
        case set(s) | frozenset(s):
            return f"set-like {sorted(s)}"
        case bytes(bs):
            return f"bytes {bs}"
        case _:
            return "other"


class MyInt(int):
    pass


for v in [True, -3, 7, 2.5, "hi", [1, 2], [1, 2, 3], (4, 5), {"a": 1}, {3, 1}, frozenset({2}), b"x", MyInt(9), None]:
    print(kind(v))
