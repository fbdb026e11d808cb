import itertools
import operator
print(list(itertools.chain([1, 2], "ab", (3,))), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.product("ab", [1, 2])), list(itertools.product([0, 1], repeat=2)))
print(list(itertools.islice(range(10), 3)), list(itertools.islice(range(10), 2, 8, 3)),
      list(itertools.islice(itertools.count(5), 4)), list(itertools.islice("abc", None)))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3], operator.mul)),
      list(itertools.accumulate([3, 1, 4], max)), list(itertools.accumulate([1, 2], initial=10)))
for k, g in itertools.groupby("aaabbc"):
    print(k, list(g))
data = [("a", 1), ("a", 2), ("b", 3)]
print([(k, [v for _, v in g]) for k, g in itertools.groupby(data, key=lambda x: x[0])])
print(list(itertools.permutations([1, 2, 3], 2)), list(itertools.combinations("abcd", 2)))
print(list(itertools.combinations_with_replacement([1, 2], 2)), list(itertools.repeat("x", 3)))
print(list(itertools.zip_longest("ab", [1], fillvalue="-")), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(itertools.compress("abcd", [1, 0, 1, 0])), list(itertools.filterfalse(lambda x: x % 2, range(6))))
c = itertools.cycle("ab")
print([next(c) for _ in range(5)])
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b), list(itertools.pairwise([1, 2, 3, 4])), list(itertools.batched(range(7), 3)))
cnt = itertools.count(0, 0.5)
print(next(cnt), next(cnt), next(cnt))
try:
    list(itertools.islice(range(3), -1))
except ValueError as e:
    print("ValueError", e)
print(list(itertools.product()), list(itertools.permutations([])), list(itertools.combinations([1], 2)))
