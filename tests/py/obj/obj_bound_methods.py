class Greeter:
    def __init__(self, name):
        self.name = name

    def greet(self, other="world"):
        return f"{self.name} greets {other}"


g = Greeter("ann")
m = g.greet
print(m(), m("bob"), m.__self__ is g, m.__func__ is Greeter.greet, m.__name__)
print(Greeter.greet(g, "carl"), Greeter.greet.__name__, type(m).__name__, type(Greeter.greet).__name__)
print(g.greet == g.greet, g.greet is g.greet, g.greet == Greeter("x").greet)
g.greet = lambda: "shadowed"
print(g.greet(), Greeter.greet(g))
del g.greet
print(g.greet())


def free(self):
    return "free:" + self.name


Greeter.free = free
print(g.free(), Greeter("z").free())
fns = [Greeter("a").greet, Greeter("b").greet]
print([f("c") for f in fns])
print(getattr(g, "greet")("dave"), getattr(Greeter, "greet")(g))
