class Typed:
    def __set_name__(self, owner, name):
        self.name = '_' + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f'{self.name[1:]} must be int')
        setattr(obj, self.name, value)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v

class Layer:
    width = Typed()
    def __init__(self, w):
        self.width = w
    @Lazy
    def area(self):
        print('computing')
        return self.width * 2

l = Layer(3)
print(l.width, l.__dict__)
print(l.area, l.area)
try:
    l.width = 'x'
except TypeError as e:
    print('TypeError', e)
print(type(Layer.width).__name__, Layer.area.fn.__name__)

class P:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x * 10
    @v.deleter
    def v(self):
        print('deleting')
        self._v = None
    @property
    def ro(self):
        return 'read-only'

p = P()
p.v = 2
print(p.v)
del p.v
print(p.v)
try:
    p.ro = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    del p.ro
except AttributeError as e:
    print('AttributeError', e)
print([P().v for _ in range(2)])
