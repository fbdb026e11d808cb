from itertools import *
for f in [lambda: permutations([1,2], 'a'), lambda: permutations([1,2], -1), lambda: permutations(), lambda: permutations(1),
          lambda: combinations([1]), lambda: combinations([1], 'x'), lambda: combinations([1], -1), lambda: combinations([1], 1.5),
          lambda: combinations_with_replacement([1], -2), lambda: product([1], repeat=-1), lambda: product(1),
          lambda: product([1], repeat='a'), lambda: product([1], foo=1), lambda: permutations([1], r=None, x=1),
          lambda: combinations(iterable=[1,2], r=1), lambda: permutations(iterable=[1,2]), lambda: permutations([1],2,3),
          lambda: product([1,2], repeat=2**70), lambda: permutations([1], 2**70)]:
    try: r = f(); print(type(r), list(r)[:5])
    except Exception as e: print(type(e).__name__, e)
print(permutations, type(permutations([1])).__name__, product.__name__)
print(list(product()), list(permutations([])), list(combinations([],0)), list(combinations_with_replacement('ab',0)), list(combinations_with_replacement('',1)))
print(list(permutations(range(4),2)), list(combinations('abcd',3)), list(combinations_with_replacement('abc',2)), list(product('ab',range(2),repeat=2)))
print(list(permutations(range(3),4)), list(combinations(range(3),4)))
import itertools; print(isinstance(permutations([1]), itertools.permutations))
try:
    class P(itertools.product): pass
    print(list(P('ab')))
except Exception as e: print(type(e).__name__, e)
# a subclass and a large walk (10! tuples would be too slow as a Python generator)
n = 0
for p in permutations(range(9)):
    n += p[0]
print(n, sum(1 for _ in combinations(range(20), 5)), sum(1 for _ in product(range(10), repeat=5)))
print(list(combinations_with_replacement(range(3), 3))[-4:], next(permutations('abc', 0)))
it = permutations('ab'); print(list(it), list(it))
