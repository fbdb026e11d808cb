class A:
    def who(self):
        return ['A']
class B(A):
    def who(self):
        return ['B'] + super().who()
class C(A):
    def who(self):
        return ['C'] + super().who()
class D(B, C):
    def who(self):
        return ['D'] + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class Base:
    def __init__(self, **kw):
        print('Base init', sorted(kw))
class Left(Base):
    def __init__(self, left=0, **kw):
        print('Left init', left)
        super().__init__(**kw)
class Right(Base):
    def __init__(self, right=0, **kw):
        print('Right init', right)
        super().__init__(**kw)
class Both(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
Both(left=1, right=2, extra=3)
try:
    class Bad(A, D):
        pass
except TypeError as e:
    print('TypeError', e)
class M1:
    x = 'M1'
class M2:
    x = 'M2'
    y = 'M2y'
class M3(M1, M2):
    pass
print(M3.x, M3.y, M3.__bases__)
print(isinstance(D(), A), issubclass(D, (C, int)), issubclass(bool, int), D.__base__.__name__)
class WithSuper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
w = WithSuper()
w['a'] = 2
print(w, super(WithSuper, w).__class__.__name__)
