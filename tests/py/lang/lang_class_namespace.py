x = 'global'
class K:
    x = 'class'
    y = x + '!'
    items = [x for _ in range(2)]
    def method(self):
        return x
    @staticmethod
    def st():
        return x
print(K.y, K.items, K().method(), K.st())
def factory(base):
    class Made:
        origin = base
        def get(self):
            return base, self.origin
    return Made
M1, M2 = factory(1), factory(2)
print(M1().get(), M2().get(), M1.__qualname__, M1 is M2)
class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
        self.id = Counter.instances
    @classmethod
    def reset(cls):
        cls.instances = 0
cs = [Counter() for _ in range(3)]
print([c.id for c in cs], Counter.instances)
Counter.reset()
print(Counter.instances, cs[0].instances)
class Registry:
    handlers = {}
    @classmethod
    def register(cls, name):
        def deco(fn):
            cls.handlers[name] = fn
            return fn
        return deco
@Registry.register('double')
def dbl(v):
    return v * 2
print(Registry.handlers['double'](21), sorted(Registry.handlers))
class Outer:
    class Inner:
        val = 5
    def make(self):
        return self.Inner()
print(Outer().make().val, Outer.Inner.__qualname__, type(Outer().make()).__name__)
print(K.__name__, K.__module__, '__dict__' in dir(K), K.__doc__)
