class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = name
        print("set_name", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, "unset")

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}")
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        print("delete", self.name)
        obj.__dict__.pop(self.name, None)


class NonData:
    def __get__(self, obj, objtype=None):
        return "from descriptor"


class Model:
    size = Typed(int)
    label = Typed(str)
    nd = NonData()


m = Model()
print(m.size, m.label)
m.size = 3
m.label = "x"
print(m.size, m.label, m.__dict__)
try:
    m.size = "big"
except TypeError as e:
    print("TypeError:", e)
del m.size
print(m.size)
print(m.nd)
m.__dict__["nd"] = "instance wins"
print(m.nd)
m.__dict__["size"] = 99
print(m.size)
print(type(Model.size).__name__, Model.nd)


class Const:
    def __get__(self, obj, owner):
        return (obj is None, owner.__name__)


class H:
    c = Const()


print(H.c, H().c)
