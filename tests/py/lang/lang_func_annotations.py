def f(a: int, b: 'str' = 'x', *args: float, k: bool = True, **kw: dict) -> list[int]:
    return [a]

print(f.__annotations__)
print(f(1))

def g(x, y):
    pass

print(g.__annotations__)
g.__annotations__['x'] = int
print(g.__annotations__)

class Model:
    def forward(self, x: 'Tensor', mask: 'Tensor | None' = None) -> 'Tensor':
        return x
    def __private(self, __v: int) -> None:
        pass

print(Model.forward.__annotations__)
print(Model._Model__private.__annotations__)
lam = lambda x: x
print(lam.__annotations__)

def order():
    print('default evaluated')
    return 1

def note(t):
    print('annotation', t)
    return t

def h(a: note('a') = order(), *, b: note('b') = order()) -> note('ret'):
    pass

print(sorted(h.__annotations__))

class Config:
    lr: float = 0.1
    epochs: int
    name: str = 'run'

print(Config.__annotations__, Config.lr)
try:
    Config.epochs
except AttributeError as e:
    print('AttributeError', e)
