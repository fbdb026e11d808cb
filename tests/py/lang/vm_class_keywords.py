class Base:
    def __init_subclass__(cls, kind=None, **kw):
        super().__init_subclass__(**kw)
        cls.kind = kind
class A(Base, kind='a'): pass
class B(Base): pass
print(A.kind, B.kind)
