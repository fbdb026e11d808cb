# One attribute-access site seeing different types, and classes changing
# after the site has run.
class A:
    kind = 'A'
    def __init__(self):
        self.x = 1
        self.y = 2

class B:
    kind = 'B'
    def __init__(self):
        self.y = 20
        self.x = 10

class C(A):
    @property
    def x(self):
        return 'prop'
    @x.setter
    def x(self, v):
        self._x = v

def read(o):
    return o.x, o.y, o.kind

for o in [A(), B(), A(), C(), B()]:
    print(read(o))

a = A()
print(read(a))
A.kind = 'changed'
print(read(a))
a.kind = 'instance'
print(read(a), A.kind)
del a.kind
print(read(a))

def method(self):
    return 'method'

A.x = property(lambda self: 'late property')
print(read(a), a.__dict__)
del A.x
print(read(a))

class D:
    def f(self):
        return 'class f'

d = D()
print(d.f())
d.f = lambda: 'instance f'
print(d.f())
del d.f
print(d.f())

d.__dict__ = {'g': 5}
print(d.g, hasattr(d, 'f'))

def setter(o, v):
    o.val = v
    return o.val

objs = [A(), B(), D(), A()]
print([setter(o, i) for i, o in enumerate(objs)])
print([sorted(vars(o)) for o in objs])
