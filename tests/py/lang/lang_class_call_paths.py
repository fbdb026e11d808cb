class Plain:
    def __init__(self, a, b=2, *rest, k=0, **kw):
        self.vals = (a, b, rest, k, kw)

print(Plain(1).vals, Plain(1, 3, 4, 5, k=6, z=7).vals)

class Bad:
    def __init__(self):
        return 42

try:
    Bad()
except TypeError as e:
    print('TypeError', e)

class WithNew:
    def __new__(cls, *args):
        print('new', args)
        return super().__new__(cls)
    def __init__(self, x):
        print('init', x)

WithNew(5)

class Other:
    pass

class Swap:
    def __new__(cls):
        return Other()
    def __init__(self):
        print('never')

print(type(Swap()).__name__)

class Meta(type):
    def __call__(cls, *args, **kw):
        print('meta call', cls.__name__, args)
        return super().__call__(*args, **kw)

class M(metaclass=Meta):
    def __init__(self, v):
        self.v = v

print(M(3).v)

class NoInit:
    pass

try:
    NoInit(1)
except TypeError as e:
    print('TypeError', e)

class Late:
    pass

def late_init(self, q):
    self.q = q

Late.__init__ = late_init
print(Late(9).q)

class Raises:
    def __init__(self):
        raise ValueError('bad init')

try:
    Raises()
except ValueError as e:
    print('ValueError', e)

class Base:
    def __init__(self, n):
        self.n = n

class Derived(Base):
    pass

print(Derived(4).n)
try:
    Derived()
except TypeError as e:
    print('TypeError', e)
try:
    Plain()
except TypeError as e:
    print('TypeError', e)
try:
    Plain(1, nope=2, k=1, a=3)
except TypeError as e:
    print('TypeError', e)

from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

try:
    Shape()
except TypeError as e:
    print('TypeError', e)

class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2

print(Sq(3).area())

class CallMe:
    def __call__(self, x):
        return x * 2

print(CallMe()(21))
print([Plain(i).vals[0] for i in range(3)])
