import functools
def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("call", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return wrapper
@trace
def add(a, b=1):
    """adds"""
    return a + b
print(add(2, b=3), add.__name__, add.__doc__)
def repeat(n):
    def deco(fn):
        def w(*a):
            return [fn(*a) for _ in range(n)]
        return w
    return deco
@repeat(3)
def hi(x): return x * 2
print(hi(4))
def d1(f):
    print("d1"); return f
def d2(f):
    print("d2"); return f
@d1
@d2
def both(): pass
class K:
    @staticmethod
    def s(x): return x + 1
    @classmethod
    def c(cls, x): return cls.__name__ + str(x)
    @property
    def p(self): return 42
print(K.s(1), K().s(2), K.c(3), K().c(4), K().p)
