import functools


class Version:
    def __init__(self, *parts):
        self.parts = parts

    def __eq__(self, o):
        return isinstance(o, Version) and self.parts == o.parts

    def __lt__(self, o):
        return self.parts < o.parts

    def __le__(self, o):
        return self.parts <= o.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(sorted([Version(2), Version(1, 5), Version(1)]))
print(max(a, b), min(a, b))
print(Version(1) == Version(1), Version(1) != Version(1))
print(Version.__hash__)
try:
    hash(a)
except TypeError as e:
    print("TypeError:", e)


class Rev:
    def __init__(self, v):
        self.v = v

    def __gt__(self, o):
        print("Rev.__gt__")
        return self.v > o


print(3 < Rev(5))
print(Rev(1) > 0)
try:
    Rev(1) < Rev(2)
except TypeError as e:
    print("TypeError:", e)
print(object() == object(), None == None, 1 == 1.0, "a" != "a")
