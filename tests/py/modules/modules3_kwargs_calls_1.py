def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw


print(f(1, c=3), f(1, 2, 3, 4, c=5, e=6), f(*[1, 2], **{"c": 3, "z": 0}))
for bad in [lambda: f(), lambda: f(1), lambda: f(1, c=1, a=2), lambda: f(1, 2, c=3, b=4),
            lambda: (lambda x: x)(1, 2), lambda: (lambda: 1)(x=1), lambda: len(), lambda: len(1, 2),
            lambda: int(x=1), lambda: sorted([1], lambda v: v)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


def pos_only(a, b, /, c, *, d):
    return a + b + c + d


print(pos_only(1, 2, 3, d=4), pos_only(1, 2, c=3, d=4))
try:
    pos_only(a=1, b=2, c=3, d=4)
except TypeError as e:
    print("TypeError", e)


class K:
    def method(self, x, *, scale=1):
        return x * scale


k = K()
print(k.method(2, scale=3), K.method(k, 2))
try:
    k.method()
except TypeError as e:
    print("TypeError", e)
try:
    k.method(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    K.method(1)
except TypeError as e:
    print("TypeError", e)
print(f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount, f.__name__, pos_only.__code__.co_posonlyargcount)


def varargs(*args, **kwargs):
    return len(args), sorted(kwargs)


print(varargs(), varargs(1, 2, x=1), varargs(*range(5), **dict(a=1, b=2)))
