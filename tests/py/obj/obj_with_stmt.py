class Ctx:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.swallow


with Ctx("a") as c:
    print("body", c.name)
with Ctx("b", swallow=True):
    raise ValueError("hidden")
try:
    with Ctx("c"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))
with Ctx("x") as x, Ctx("y") as y:
    print(x.name + y.name)


class NoEnter:
    pass


try:
    with NoEnter():
        pass
except TypeError as e:
    print("TypeError:", e)
