from typing import Generic, TypeVar, NamedTuple, List

T = TypeVar('T')

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item

class IntBox(Box[int]):
    pass

b = IntBox(3)
print(b.get(), IntBox.__mro__[1].__name__, Box[int])
print(IntBox.__orig_bases__)
print(isinstance(b, Box))

class Proxy:
    def __init__(self, real):
        self.real = real
    def __mro_entries__(self, bases):
        print('mro_entries called with', len(bases), 'bases')
        return (self.real,)

class Base:
    def hello(self):
        return 'hello from Base'

class Child(Proxy(Base)):
    pass

print(Child().hello(), Child.__bases__, hasattr(Child, '__orig_bases__'))

class Empty:
    def __mro_entries__(self, bases):
        return ()

class Solo(Empty()):
    pass

print(Solo.__bases__)

class Bad:
    def __mro_entries__(self, bases):
        return [object]

try:
    class X(Bad()):
        pass
except TypeError as e:
    print('TypeError', e)

class Pair(NamedTuple):
    a: int
    b: str = 'z'

p = Pair(1)
print(p, p.a, p._fields)
