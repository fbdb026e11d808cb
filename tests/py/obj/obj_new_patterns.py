class Singleton:
    _inst = None

    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.created = True
        return cls._inst


a = Singleton()
b = Singleton()
print(a is b, a.created)


class Positive(int):
    def __new__(cls, v):
        if v < 0:
            raise ValueError("negative")
        return super().__new__(cls, v)


p = Positive(5)
print(p, p + 1, type(p).__name__, type(p + 1).__name__, isinstance(p, int))
try:
    Positive(-1)
except ValueError as e:
    print("ValueError:", e)


class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())

    def shout(self):
        return self + "!"


u = Upper("hey")
print(u, u.shout(), len(u), u.lower(), type(u).__name__, u == "HEY")


class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    def __repr__(self):
        return f"Pair{tuple(self)}"


q = Pair(1, 2)
print(q, q.first, q[1], len(q), q + (3,), isinstance(q, tuple))
x, y = q
print(x, y)
