class Layer:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"Layer(n={self.n})"
class Named:
    def __str__(self):
        return "named-str"
print(Layer(3), [Layer(1), Layer(2)], {"l": Layer(4)})
print(Named(), str(Named()), [str(Named())])
print(1.0, 1e16, 1.5e-7, 0.1 + 0.2, 1 / 3, -0.0, float("inf"), 2 ** 100)
print((1,), (), [[]], {}, set(), frozenset(), b"bytes", "s")
print("%d items, %.2f loss, %s" % (3, 0.12345, "ok"))
print("{} {:>6.3f} {name}".format(1, 3.14159, name="x"))
