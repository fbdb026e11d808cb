# PEP 695 `type` statements: lazy values, generic aliases
type Vector = list[float]
print(Vector, type(Vector), Vector.__value__, Vector.__name__, Vector.__type_params__, Vector.__module__)
type Pair[T] = tuple[T, T]
print(Pair, Pair[int], Pair.__type_params__, Pair.__value__, type(Pair[int]))
print(Pair[int].__origin__ is Pair, Pair[int].__args__)
type Lazy = Undefined
print(Lazy.__name__)
try:
    Lazy.__value__
except NameError as e:
    print(type(e).__name__, e)
Undefined = int
print(Lazy.__value__)
try:
    Vector[int]
except TypeError as e:
    print(type(e).__name__, e)
print(Vector | None, type(Vector | None))
type Tree[T: int, *Ts] = dict[T, list[Tree]]
print(Tree.__type_params__, Tree.__value__, Tree.__type_params__[0].__bound__)
type = 5
print(type)
del type
print(type(3))


def scope():
    type Local = int | str
    return Local


L = scope()
print(L, L.__value__, L.__module__)
