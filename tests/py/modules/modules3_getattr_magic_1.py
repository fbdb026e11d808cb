class Config:
    def __init__(self, **kw):
        object.__setattr__(self, "_data", dict(kw))

    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f"no config key {name!r}") from None

    def __setattr__(self, name, value):
        print("set", name)
        self._data[name] = value

    def __delattr__(self, name):
        del self._data[name]

    def __contains__(self, k):
        return k in self._data

    def __getitem__(self, k):
        return self._data[k]


c = Config(lr=0.1)
c.epochs = 3
print(c.lr, c.epochs, "lr" in c, c["epochs"], getattr(c, "nope", "dflt"), hasattr(c, "nope"))
del c.lr
try:
    c.lr
except AttributeError as e:
    print("AttributeError", e)


class Traced:
    def __init__(self):
        self.a = 1

    def __getattribute__(self, name):
        if not name.startswith("_"):
            print("get", name)
        return super().__getattribute__(name)


t = Traced()
print(t.a)
try:
    t.missing
except AttributeError as e:
    print("AttributeError", e)


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


p = Proxy([3, 1, 2])
p.sort()
print(p._target, p.count(1), len(p._target))
try:
    len(p)
except TypeError as e:
    print("TypeError", e)
print(getattr(1, "real"), setattr(c, "z", 1), c.z, vars(t) if hasattr(t, "__dict__") else None)
try:
    getattr(1, "nope")
except AttributeError as e:
    print("AttributeError", e)
try:
    setattr(1, "x", 2)
except AttributeError as e:
    print("AttributeError", e)
try:
    object().x = 1
except AttributeError as e:
    print("AttributeError", e)
