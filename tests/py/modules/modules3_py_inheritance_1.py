class A:
    def hello(self):
        return "A"
    def who(self):
        return f"{type(self).__name__}:{self.hello()}"
class B(A):
    def hello(self):
        return "B>" + super().hello()
class C(A):
    def hello(self):
        return "C>" + super().hello()
class D(B, C):
    def hello(self):
        return "D>" + super().hello()
print(D().who(), [k.__name__ for k in D.__mro__])
print(isinstance(D(), C), issubclass(D, A), D.__bases__, D.__base__.__name__)
try:
    class E(A, B):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class Base:
    registry = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append((cls.__name__, tag))
class X(Base, tag="x"): pass
class Y(X): pass
print(Base.registry)
class P:
    def __init__(self, v):
        self._v = v
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        if val < 0:
            raise ValueError(f"negative: {val}")
        self._v = val
    @v.deleter
    def v(self):
        print("deleting")
        del self._v
p = P(1)
p.v = 5
try:
    p.v = -1
except ValueError as e:
    print(e)
del p.v
print(hasattr(p, "_v"))
class Cls:
    count = 0
    @classmethod
    def make(cls, *a):
        cls.count += 1
        return cls(*a)
    def __init__(self, *a):
        self.a = a
class Sub(Cls): pass
print(Sub.make(1, 2).a, Sub.count, Cls.count, type(Sub.make()).__name__)
print(super(B, D()).hello())
