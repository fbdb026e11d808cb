import functools, itertools
from functools import partial, reduce, lru_cache, wraps

def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
print(square(5), reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], 'init'))

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(50), fib.cache_info().hits > 0)

def logged(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        print('calling', fn.__name__)
        return fn(*a, **k)
    return wrapper

@logged
def add(a, b):
    'adds'
    return a + b
print(add(2, 3), add.__name__, add.__doc__)
print(list(itertools.islice(itertools.count(10, 5), 4)))
print(list(itertools.chain([1, 2], 'ab')), list(itertools.product('ab', repeat=2)))
print(list(itertools.combinations(range(4), 2))[:4], list(itertools.permutations('abc', 2))[:3])
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.zip_longest('ab', 'xyz', fillvalue='-')))
for key, group in itertools.groupby('aaabbc'):
    print(key, len(list(group)))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.repeat('z', 3)))
batches = [list(b) for b in itertools.batched(range(7), 3)]
print(batches, list(itertools.pairwise('abcd')))
