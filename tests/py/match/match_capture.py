import math


class Color:
    RED = "red"
    GREEN = "green"


def f(cmd):
    match cmd:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case math.pi:
            return "pi"
        case other if isinstance(other, int) and other > 100:
            return f"big {other}"
        case other:
            return f"unknown {other!r}"


for c in ["red", "green", math.pi, 500, 5, "blue"]:
    print(f(c))

match 42:
    case n:
        print("bound", n)
print("after match n =", n)
match (1, 2):
    case _:
        print("wildcard binds nothing")
try:
    _
except NameError as e:
    print(type(e).__name__, e)
