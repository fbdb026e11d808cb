class Celsius(float):
    def __repr__(self):
        return f"{float(self):.1f}C"

    def to_f(self):
        return Celsius(self * 9 / 5 + 32)


t = Celsius(21.5)
print(repr(t), t, t.to_f(), t + 1, type(t + 1).__name__, t > 20, round(t))


class Flag(int):
    def __str__(self):
        return "Flag" + int.__repr__(self)

    def __add__(self, o):
        return Flag(int(self) | int(o))


f = Flag(1) + Flag(2)
print(f, type(f).__name__, int(f), f * 2, -f, f == 3, hash(f) == hash(3))
print(str(Flag(4)), repr(Flag(4)), [Flag(1)])
print(Flag(5).bit_length(), Flag(5).real, isinstance(Flag(1), int))
x = Flag(7)
x.note = "hi"
print(x.note)
