registry = []


def register(cls):
    registry.append(cls.__name__)
    return cls


def add_repr(cls):
    def __repr__(self):
        items = ", ".join(f"{k}={v}" for k, v in vars(self).items())
        return f"<{cls.__name__} {items}>"
    cls.__repr__ = __repr__
    return cls


@register
@add_repr
class Item:
    def __init__(self, a, b):
        self.a = a
        self.b = b


@register
class Other:
    pass


print(registry, Item(1, "x"), [Item(2, 3)])


def with_counter(cls):
    orig = cls.__init__

    def __init__(self, *a, **k):
        cls.instances += 1
        orig(self, *a, **k)
    cls.instances = 0
    cls.__init__ = __init__
    return cls


@with_counter
class Counted:
    def __init__(self, v):
        self.v = v


Counted(1)
Counted(2)
print(Counted.instances, Counted(3).v, Counted.instances)
