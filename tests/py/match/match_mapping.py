def f(m):
    match m:
        case {"type": "point", "x": x, "y": y}:
            return f"point {x},{y}"
        case {"type": "circle", "r": r, **rest}:
            return f"circle r={r} rest={rest}"
        case {"items": [first, *_]}:
            return f"items starting {first}"
        case {}:
            return f"some mapping {m}"
        case _:
            return "no"


for m in [{"type": "point", "x": 1, "y": 2}, {"type": "circle", "r": 3, "color": "red", "z": 0},
          {"items": [9, 8]}, {"items": []}, {"a": 1}, {}, [("type", "point")], "str"]:
    print(f(m))

from collections import OrderedDict, defaultdict
match OrderedDict(a=1, b=2):
    case {"a": v, **others}:
        print("ordered", v, others)
dd = defaultdict(int)
match dd:
    case {"missing": _}:
        print("matched missing?!")
    case _:
        print("defaultdict not touched", dict(dd))


class K:
    KEY = "k"


match {"k": 5, 1: "one", None: "none", True: "t"}:
    case {K.KEY: v, 1: one, None: n}:
        print(v, one, n)
