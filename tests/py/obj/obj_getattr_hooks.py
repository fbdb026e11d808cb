class Lazy:
    def __init__(self):
        self.real = 1

    def __getattr__(self, name):
        if name.startswith("auto_"):
            return name[5:].upper()
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")


z = Lazy()
print(z.real, z.auto_thing, getattr(z, "auto_x"))
print(hasattr(z, "auto_y"), hasattr(z, "nothing"), getattr(z, "nothing", 7))
try:
    z.nothing
except AttributeError as e:
    print("AttributeError:", e)


class Tracked:
    def __init__(self):
        object.__setattr__(self, "log", [])
        self.a = 1

    def __setattr__(self, name, value):
        self.log.append(name)
        super().__setattr__(name, value * 10 if isinstance(value, int) else value)

    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)


t = Tracked()
t.b = 2
t.c = "s"
print(t.a, t.b, t.c, t.log)
del t.b
print(t.log, hasattr(t, "b"))


class Counting:
    def __init__(self):
        self.hits = 0

    def __getattribute__(self, name):
        if name != "hits":
            object.__setattr__(self, "hits", object.__getattribute__(self, "hits") + 1)
        return object.__getattribute__(self, name)

    def value(self):
        return 42


c = Counting()
c.value()
c.value()
print(c.hits)
try:
    c.missing
except AttributeError as e:
    print("AttributeError:", e)
print(c.hits)
