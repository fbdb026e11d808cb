class Temperature:
    def __init__(self, c=0.0):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("too cold")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def valid(v):
        return v >= -273.15


t = Temperature.from_f(212)
print(t.celsius, t.fahrenheit, Temperature.valid(-300), t.valid(0))
t.celsius = 25
print(t.celsius)
try:
    t.celsius = -500
except ValueError as e:
    print("ValueError", e)
try:
    t.fahrenheit = 1
except AttributeError as e:
    print("AttributeError", e)
del t.celsius
print(hasattr(t, "_c"))
try:
    t.celsius
except AttributeError as e:
    print("AttributeError", e)
print(type(Temperature.__dict__["from_f"]).__name__, type(Temperature.__dict__["valid"]).__name__)
print(Temperature.celsius.__class__.__name__, Temperature.celsius.fset.__name__)


class Registry:
    plugins = []

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Registry.plugins.append(cls.plugin_name)


class A(Registry, name="alpha"):
    pass


class B(Registry):
    pass


print(Registry.plugins, A.plugin_name, B.plugin_name)


class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__ if isinstance(item, type) else item}]"


print(Box[int], Box["x"], list[int], dict[str, int], type(list[int]).__name__)


class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.upper()
        return super().__new__(mcs, name, bases, ns)


class Tagged(metaclass=Meta):
    pass


print(Tagged.tag, type(Tagged).__name__)


class Vec:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __len__(self):
        return 2

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]


v = Vec(1, 2)
print(v + v, 3 * v, v * 2, v == Vec(1, 2), len(v), bool(Vec(0, 0)), list(v), v[1], hash(v) if v.__hash__ else "unhashable")
print(Vec.__eq__.__qualname__, Temperature.from_f.__qualname__, Temperature.from_f.__self__.__name__)
