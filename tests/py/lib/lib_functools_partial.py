from functools import partial, reduce
def power(base, exp, mod=None):
    return pow(base, exp, mod)
square = partial(power, exp=2)
print(square(5), square(3, mod=4))
p = partial(power, 2)
print(p(10), p.func is power, p.args, p.keywords)
pp = partial(p, 3)
print(pp(), pp.args)
print(repr(partial(max, 1, key=abs)).startswith("functools.partial(<built-in function max>, 1, key="))
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, [1, 2, 3, 4], 10))
print(reduce(max, [3, 9, 2]), reduce(lambda a, b: a + b, [], 0))
import operator
print(reduce(operator.mul, range(1, 6)), reduce(operator.add, ["a", "b", "c"]))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(type(e).__name__, e)
try:
    partial(3)
except TypeError as e:
    print(type(e).__name__, e)
