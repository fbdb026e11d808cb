from abc import ABC, abstractmethod, ABCMeta
class Layer(ABC):
    @abstractmethod
    def forward(self, x):
        ...
    @abstractmethod
    def backward(self, g):
        ...
    def describe(self):
        return type(self).__name__
class Half(Layer):
    def forward(self, x):
        return x
class Full(Half):
    def backward(self, g):
        return g
for cls in (Layer, Half):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)
f = Full()
print(f.forward(1), f.backward(2), f.describe(), isinstance(f, Layer))
print(sorted(Layer.__abstractmethods__), Full.__abstractmethods__ == frozenset())
class Meta(metaclass=ABCMeta):
    @property
    @abstractmethod
    def size(self):
        ...
class Impl(Meta):
    @property
    def size(self):
        return 4
print(Impl().size)
try:
    Meta()
except TypeError as e:
    print(type(e).__name__, e)
class Virtual(ABC):
    pass
Virtual.register(int)
print(isinstance(3, Virtual), issubclass(int, Virtual), isinstance("a", Virtual))
