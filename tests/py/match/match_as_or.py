def f(x):
    match x:
        case (1 | 2) as small:
            return f"small {small}"
        case [(0 | 1) as bit, *_] as whole:
            return f"bits {bit} {whole}"
        case {"k": (str() | bytes()) as v}:
            return f"text {v!r}"
        case int() | float() as num:
            return f"number {num}"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case _:
            return "no"


for v in [1, 2, [0, 5], [1], {"k": "s"}, {"k": b"b"}, {"k": 3}, 3.5, 9, ["go", "north"], ["go", "up"]]:
    print(f(v))

command = "drop sword"
match command.split():
    case [("get" | "pick"), obj]:
        print("get", obj)
    case ["drop", *objects]:
        print("drop", objects)
