class Temp:
    def __init__(self):
        self._c = 0.0

    @property
    def celsius(self):
        "The temperature in C."
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("too cold")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = 0.0

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
print(t.celsius)
try:
    del t.fahrenheit
except AttributeError as e:
    print("AttributeError:", e)
print(Temp.celsius.__doc__)
print(type(Temp.celsius).__name__, Temp.celsius.fget.__name__)
print(Temp.fahrenheit.fset, Temp.fahrenheit.fdel)
p = property(lambda self: 42)
class Q:
    answer = p
print(Q().answer)
class R:
    x = property()
try:
    R().x
except AttributeError as e:
    print("AttributeError:", e)
