def f(**kw): return kw
class C:
    __slots_x = 1
    def m(self):
        return f(__a=1), self.__slots_x
    def __p(self): return 'p'
    def q(self, __z=3): return self.__p(), __z
    def r(self, **kw): return kw
    def s(self): return self.r(__y=2)
    class __Inner:
        def g(self): self.__h = 1; return vars(self)
    def t(self):
        __loc = 5
        return [__loc for _ in range(2)], (lambda __w: __w + __loc)(1)
print(C().m(), C().q(), C().s(), C().t())
print(sorted(k for k in C.__dict__ if 'C' in k or 'Inner' in k))
print(C._C__Inner().g(), C._C__Inner.__qualname__, C._C__p.__name__, C._C__p.__qualname__)
class _:
    def __init__(self): self.__u = 1
print(vars(_()))
class __D:
    def __init__(self): self.__u = 1
print(vars(__D()))
class E:
    def __init__(self, v): self.__v = v
    def get(self): return self.__v
    @property
    def v(self): return self.__v
class F(E):
    def __init__(self):
        super().__init__(3); self.__v = 4
print(vars(F()), F().get(), F().v, hasattr(F(), '__v'))
try:
    E(1).__v
except AttributeError as e: print(e)
print(C.q.__code__.co_varnames if hasattr(C.q, '__code__') else None)
