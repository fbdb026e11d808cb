class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k) from None

    def __setattr__(self, k, v):
        self[k] = v

    def __delattr__(self, k):
        del self[k]


d = AttrDict(a=1)
d.b = 2
print(d, d.a, d["b"], sorted(d.keys()), len(d))
del d.a
print(d)
try:
    d.zz
except AttributeError as e:
    print("AttributeError:", e)


class Counter(dict):
    def __missing__(self, key):
        return 0


c = Counter()
for ch in "hello":
    c[ch] = c[ch] + 1
print(sorted(c.items()), c["zz"], "zz" in c)


class Defaulting(dict):
    def __init__(self, factory, *args, **kw):
        super().__init__(*args, **kw)
        self.factory = factory

    def __missing__(self, key):
        v = self[key] = self.factory()
        return v


dd = Defaulting(list, x=[1])
dd["a"].append(3)
print(dd, dd.factory.__name__)
print(isinstance(dd, dict), type(dd).__name__, dict(dd))
