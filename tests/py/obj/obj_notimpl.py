class Meters:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        print("Meters.__add__")
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        return NotImplemented

    def __radd__(self, o):
        print("Meters.__radd__")
        return NotImplemented

    def __eq__(self, o):
        print("Meters.__eq__")
        return NotImplemented


class Feet:
    def __init__(self, v):
        self.v = v

    def __radd__(self, o):
        print("Feet.__radd__")
        return Meters(o.v + self.v * 0.3048)

    def __eq__(self, o):
        print("Feet.__eq__")
        return True


r = Meters(1) + Feet(10)
print(round(r.v, 4))
print(Meters(1) == Feet(1))
print(Meters(1) == Meters(1))
print(Meters(1) != 3)
try:
    Meters(1) + 3
except TypeError as e:
    print("TypeError:", e)


class SubMeters(Meters):
    def __radd__(self, o):
        print("SubMeters.__radd__")
        return "sub wins"


print(Meters(1) + SubMeters(2))
