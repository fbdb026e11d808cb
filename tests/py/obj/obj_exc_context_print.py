def describe(e):
    parts = []
    while e is not None:
        parts.append(f"{type(e).__name__}({e})")
        e = e.__cause__ if e.__cause__ is not None else (None if e.__suppress_context__ else e.__context__)
    return " <- ".join(parts)


def layer1():
    raise KeyError("root")


def layer2():
    try:
        layer1()
    except KeyError as e:
        raise ValueError("mid") from e


def layer3():
    try:
        layer2()
    except ValueError:
        raise RuntimeError("top")


try:
    layer3()
except RuntimeError as e:
    print(describe(e))
try:
    try:
        raise TypeError("t")
    except TypeError:
        raise AttributeError("a") from None
except AttributeError as e:
    print(describe(e), e.__context__ is not None)
