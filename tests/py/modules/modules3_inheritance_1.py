class Base:
    def __init__(self, name, **kw):
        print("Base.__init__", name)
        self.name = name
        super().__init__(**kw)

    def describe(self):
        return f"Base({self.name})"


class Left(Base):
    def __init__(self, left=1, **kw):
        print("Left.__init__")
        self.left = left
        super().__init__(**kw)

    def describe(self):
        return "Left>" + super().describe()


class Right(Base):
    def __init__(self, right=2, **kw):
        print("Right.__init__")
        self.right = right
        super().__init__(**kw)

    def describe(self):
        return "Right>" + super().describe()


class Child(Left, Right):
    def describe(self):
        return "Child>" + super().describe()


c = Child(name="c", left=10, right=20)
print(c.describe(), [k.__name__ for k in Child.__mro__], c.left, c.right)
print(isinstance(c, Base), issubclass(Child, Right), Child.__bases__, Child.__base__.__name__)
print(super(Left, c).describe(), Child.describe is Left.describe, type(c).__qualname__)
try:
    class Bad(Left, Base, Right):
        pass
    class Bad2(Base, Left):
        pass
except TypeError as e:
    print("TypeError", e)


class A:
    x = 1

    @classmethod
    def create(cls):
        return cls()

    def __repr__(self):
        return f"<{type(self).__name__}>"


class B(A):
    x = 2


print(B.create(), A.create(), B.x, A.x, B().x, str(vars(A)).startswith("{"), [c.__name__ for c in A.__subclasses__()])
b = B()
b.x = 5
print(b.x, B.x, b.__dict__, getattr(super(B, b), "x", None))
print(object.__repr__(b).startswith("<__main__.B object at"), str(object), repr(type), type(type))
