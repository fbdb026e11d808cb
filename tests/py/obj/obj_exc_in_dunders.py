class Boom:
    def __eq__(self, o):
        raise RuntimeError("eq failed")

    def __hash__(self):
        return 1

    def __len__(self):
        raise ValueError("len failed")

    def __repr__(self):
        raise KeyError("repr failed")

    def __getattr__(self, name):
        raise LookupError(name)


b = Boom()
for f in [lambda: b == 1, lambda: {b: 1, Boom(): 2}, lambda: len(b), lambda: bool(b), lambda: repr(b),
          lambda: [b].__repr__(), lambda: b.x, lambda: hasattr(b, "x"), lambda: getattr(b, "x", 5), lambda: 1 in [b]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(b in [b], [b] == [b], b is b)
