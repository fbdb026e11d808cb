class Foo:
    pass


def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: Foo().x)
show(lambda: Foo.x)
show(lambda: (1).x)
show(lambda: "s".nope)
show(lambda: [].x)
show(lambda: None.x)
show(lambda: setattr(1, "x", 2))
show(lambda: setattr(int, "x", 2))
show(lambda: setattr((1).real, "y", 2))
show(lambda: setattr(1, "real", 5))
show(lambda: delattr(Foo(), "y"))
show(lambda: getattr(Foo(), 3))
show(lambda: setattr(Foo(), 3, 1))
show(lambda: object().x)
show(lambda: setattr(object(), "x", 1))
show(lambda: setattr(str, "lower", None))
show(lambda: delattr(Foo, "zz"))
import math
show(lambda: math.nothing)
f = Foo()
f.x = 1
print(getattr(f, "x"), getattr(f, "y", None))
