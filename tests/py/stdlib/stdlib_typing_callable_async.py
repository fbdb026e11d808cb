# typing/collections.abc: Callable[[...], R].__args__ is flattened, the async ABCs exist, None in a
# subscript is NoneType (issue 11 known gaps); plus the 'Did you mean' keyword hints in several call paths.
import typing, collections.abc as cabc
for C in (typing.Callable, cabc.Callable):
    a = C[[int, str], float]
    print(a, a.__args__, type(a).__name__)
    print(C[..., int], C[..., int].__args__, C[[], int].__args__)
print(typing.AsyncIterator, typing.AsyncIterable, typing.Coroutine, typing.AsyncGenerator, typing.Awaitable)
print(typing.AsyncIterator[int], typing.Coroutine[int, str, float], typing.AsyncGenerator[int, None])
print(cabc.AsyncIterator, cabc.AsyncIterable, cabc.Coroutine, cabc.AsyncGenerator)
print(cabc.AsyncIterator[int], cabc.Coroutine[int, str, float])
class AI:
    def __aiter__(self): return self
    def __anext__(self): raise StopAsyncIteration
print(issubclass(AI, cabc.AsyncIterator), issubclass(AI, cabc.AsyncIterable), issubclass(int, cabc.AsyncIterable))
class A:
    def __init__(self, alpha, beta=2): pass
    def m(self, gamma): pass
for f in (lambda: A(alpah=1), lambda: A(1).m(gama=3), lambda: A.m(A(1), gama=3), lambda: int('3', bas=10), lambda: print(1, sepp='')):
    try: f()
    except TypeError as e: print(e)
print(typing.Dict[str, None], typing.Generator[int, None, None], typing.Callable[[None], None], typing.Tuple[None])
print(typing.Optional[int], typing.Union[int, None])
print(typing.get_args(typing.Callable[[int], str]), typing.get_args(typing.Callable[..., str]), typing.get_origin(typing.Callable[[int], str]))
print(typing.Callable[[int], str] == typing.Callable[[int], str], typing.Union[typing.Callable[[int], str], None])
try:
    typing.Callable[int, str]
except TypeError as e:
    print(e)
print(typing.Callable[int, str])
for bad in (lambda: cabc.Callable[int, str], lambda: cabc.Callable[int], lambda: typing.Callable[int]):
    try:
        bad()
    except TypeError as e:
        print(e)
