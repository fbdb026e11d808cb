def init(self, v):
    self.v = v


Dyn = type("Dyn", (), {"__init__": init, "double": lambda self: self.v * 2, "k": 5})
d = Dyn(4)
print(type(d).__name__, d.double(), d.k, Dyn.__name__, Dyn.__bases__)
Sub = type("Sub", (Dyn,), {"triple": lambda self: self.v * 3})
s = Sub(2)
print(s.double(), s.triple(), isinstance(s, Dyn), Sub.__mro__[1].__name__)
print(type(1), type("a"), type([]), type(None), type(type), type(len))
print(type(1) is int, type(True) is bool, type(True) is int)
try:
    type("X", 1, {})
except TypeError as e:
    print("TypeError:", e)
try:
    type()
except TypeError as e:
    print("TypeError:", e)
try:
    type("X", (1,), {})
except TypeError as e:
    print("TypeError:", e)
Q = type("Q", (object,), {})
print(Q.__qualname__, Q.__doc__, Q().__class__ is Q)
