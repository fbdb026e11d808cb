class Base:
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f"{type(self).__name__}({self.name})"
    def hello(self):
        return "base hello"
class Child(Base):
    def __init__(self, name, extra):
        super().__init__(name)
        self.extra = extra
    def hello(self):
        return "child " + super().hello()
class GrandChild(Child):
    def hello(self):
        return "grand " + super().hello()
g = GrandChild("n", 1)
print(g.describe(), g.hello(), g.extra)
print(isinstance(g, Base), issubclass(GrandChild, Child), [c.__name__ for c in GrandChild.__mro__])
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B" + super().who()
class C(A):
    def who(self): return "C" + super().who()
class D(B, C):
    def who(self): return "D" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class E(B):
    def who(self):
        return super(B, self).who()
print(E().who())
