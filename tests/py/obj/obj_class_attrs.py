class Outer:
    """Outer doc."""
    x = 1

    class Inner:
        pass

    def method(self):
        pass


print(Outer.__name__, Outer.__qualname__, Outer.Inner.__name__, Outer.Inner.__qualname__)
print(Outer.__module__, Outer.__doc__, Outer.Inner.__doc__)
print(Outer.method.__qualname__, Outer.method.__name__)
print(repr(Outer.Inner))
print(type(Outer.__dict__).__name__)
print([k for k in Outer.__dict__ if not k.startswith("__")])
print("x" in Outer.__dict__, Outer.__dict__["x"])
try:
    Outer.__dict__["y"] = 2
except TypeError as e:
    print("TypeError:", e)
Outer.__name__ = "Renamed"
print(Outer.__name__, Outer.__qualname__, repr(Outer))
Outer.__qualname__ = "Q"
print(repr(Outer))
try:
    Outer.__name__ = 5
except TypeError as e:
    print("TypeError:", e)
print(Outer.__bases__, Outer.__base__, object.__bases__, object.__base__)
print(type(Outer), type(type), type(object), isinstance(Outer, type))
