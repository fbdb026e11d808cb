class Plain:
    pass


a, b = Plain(), Plain()
print(hash(a) == hash(a), a == a, a == b, a != b, len({a, b, a}))


class ByValue:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return isinstance(o, ByValue) and self.v == o.v

    def __hash__(self):
        return hash(self.v)


print(ByValue(1) == ByValue(1), len({ByValue(1), ByValue(1), ByValue(2)}), {ByValue(3): "x"}[ByValue(3)])


class EqOnly:
    def __eq__(self, o):
        return True


print(EqOnly.__hash__)
try:
    hash(EqOnly())
except TypeError as e:
    print("TypeError:", e)
try:
    {EqOnly()}
except TypeError as e:
    print("TypeError:", e)


class Sub(EqOnly):
    pass


try:
    hash(Sub())
except TypeError as e:
    print("TypeError:", e)


class Restored(EqOnly):
    __hash__ = object.__hash__


print(type(hash(Restored())).__name__)


class Explicit:
    __hash__ = None


try:
    hash(Explicit())
except TypeError as e:
    print("TypeError:", e)


class BadHash:
    def __hash__(self):
        return "x"


try:
    hash(BadHash())
except TypeError as e:
    print("TypeError:", e)


class BigHash:
    def __hash__(self):
        return 2 ** 100


print(hash(BigHash()) == hash(2 ** 100))
try:
    hash([1])
except TypeError as e:
    print("TypeError:", e)
try:
    hash({})
except TypeError as e:
    print("TypeError:", e)
