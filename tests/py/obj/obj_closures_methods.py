def make_class(prefix):
    class Tagged:
        def tag(self, s):
            return prefix + s

        def __repr__(self):
            return f"Tagged[{prefix}]"
    return Tagged


A = make_class("a:")
B = make_class("b:")
print(A().tag("x"), B().tag("y"), A is B, repr(A()), A.__qualname__)


def counter_method():
    count = 0

    def inc(self):
        nonlocal count
        count += 1
        return count
    return inc


class K:
    inc = counter_method()


k = K()
print(k.inc(), k.inc(), K().inc())
K.twice = lambda self, v: v * 2
print(k.twice(4))
