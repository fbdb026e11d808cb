class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["created_by"] = mcs.__name__
        cls = super().__new__(mcs, name, bases, ns)
        print("Meta.__new__", name)
        return cls

    def __call__(cls, *args):
        print("Meta.__call__", cls.__name__, args)
        return super().__call__(*args)

    def describe(cls):
        return f"class {cls.__name__}"


class Base(metaclass=Meta):
    def __init__(self, v):
        self.v = v


class Child(Base):
    pass


c = Child(5)
print(c.v, Child.created_by, type(Child).__name__, Child.describe(), isinstance(Child, Meta))
print(type(Base) is Meta, Base.__class__.__name__)
