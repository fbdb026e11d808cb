import itertools
import functools
import operator
import torch
import torch.nn as nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 3), nn.Linear(3, 1))
total = functools.reduce(operator.add, (p.numel() for p in net.parameters()))
print(total)
print(functools.reduce(lambda a, b: a * b, [2, 3, 4], 1))
chained = list(itertools.chain(net[0].parameters(), net[2].parameters()))
print(len(chained))
for kind, grp in itertools.groupby(net, key=lambda m: type(m).__name__):
    print(kind, len(list(grp)))
print(list(itertools.islice(net.named_parameters(), 2))[1][0])
print(list(itertools.accumulate([p.numel() for p in net.parameters()])))
print(list(itertools.product(["a", "b"], [1, 2])))
print(list(itertools.combinations(range(4), 2))[:3], list(itertools.permutations("ab")))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.pairwise([1, 2, 3, 4])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
part = functools.partial(nn.Linear, bias=False)
print(part(2, 5))
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info())
print(sorted(["b10", "a2", "b1"], key=functools.cmp_to_key(lambda x, y: (x > y) - (x < y))))
print(operator.itemgetter(1)(("a", "b")), operator.attrgetter("in_features")(net[0]))
print(list(map(operator.mul, [1, 2], [3, 4])))
