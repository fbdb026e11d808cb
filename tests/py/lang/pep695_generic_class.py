# PEP 695 generic classes and functions (CPython 3.13)
import typing


class Stack[T]:
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()

    def peek(self) -> T | None:
        return self.items[-1] if self.items else None


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.peek(), type(s).__name__)
print(Stack.__type_params__, Stack.__mro__, Stack.__bases__)
print(Stack.__orig_bases__, Stack.__parameters__)
print(Stack.__qualname__, Stack.push.__qualname__, Stack.pop.__annotations__)
print(Stack[int], Stack[str].__origin__ is Stack, Stack[int].__args__)
T = Stack.__type_params__[0]
print(type(T), repr(T), T.__name__, T.__bound__, T.__constraints__)
print(T.__covariant__, T.__contravariant__, T.__infer_variance__, T.__default__, T.has_default())
print(typing.Generic in Stack.__mro__)
print([k for k in Stack.__dict__ if k.startswith("__t")])


class Heap[T: (int, str), *Ts, **P]:
    pass


T2, Ts, P = Heap.__type_params__
print(T2, Ts, P, T2.__constraints__, T2.__bound__)
print(type(Ts).__name__, type(P).__name__, P.args, P.kwargs, [*Ts])
print(Heap.__orig_bases__)


class Node[K: str = str, V = int](dict):
    def get_key(self) -> K:
        return "k"


K, V = Node.__type_params__
print(K.__bound__, K.__default__, V.__default__, V.has_default(), Node.__mro__)
print(Node[str, int], Node().get_key())
try:
    Stack[int, str]
except TypeError as e:
    print(type(e).__name__, e)


def first[X](xs: list[X]) -> X:
    return xs[0]


def pair[A, B = str](a: A, b: B = "x", *, c: int = 3) -> tuple[A, B]:
    return (a, b, c)


print(first([7, 8]), first.__type_params__, first.__annotations__, first.__qualname__)
print(pair(1), pair.__defaults__, pair.__kwdefaults__, pair.__type_params__)
print(len.__name__, (lambda: 0).__type_params__, print.__name__)


def plain():
    pass


print(plain.__type_params__)


class Outer:
    def method[M](self, x: M) -> M:
        return x

    class Inner[I]:
        pass


print(Outer.method.__qualname__, Outer.Inner.__qualname__, Outer().method(5))
print(Outer.method.__type_params__, Outer.Inner.__type_params__)


def deco(f):
    print("deco", f.__name__, f.__type_params__)
    return f


@deco
def decorated[Z](z: Z) -> Z:
    return z


print(decorated(4))


class Base:
    def hello(self):
        return "base"


class Child[T](Base):
    def hello(self):
        return "child+" + super().hello()


print(Child().hello(), Child.__mro__)


def make():
    class Local[L]:
        pass
    return Local


print(make().__qualname__, make().__type_params__)
print(typing.TypeVar("U"), typing.TypeVar("U", covariant=True), typing.TypeVar("U", contravariant=True))
print(typing.TypeVar("U", infer_variance=True), typing.ParamSpec("Q"), typing.TypeVarTuple("Us"))
print(*typing.TypeVarTuple("Us"), typing.NoDefault)
for bad in [lambda: typing.TypeVar("X", int), lambda: typing.TypeVar("X", int, str, bound=int)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
