f = frozenset([3, 1, 2])
print(f, frozenset(), frozenset('aba'), len(f), 2 in f)
print(f | {9}, {9} | f, f & {1, 7}, f - {1}, f ^ {1, 5})
print(type(f | {9}).__name__, type({9} | f).__name__, type(f.copy()).__name__, f.copy() is f)
print(f == {1, 2, 3}, {1, 2, 3} == f, hash(f) == hash(frozenset({3, 2, 1})))
d = {f: 'value'}
print(d[frozenset({1, 2, 3})])
print(hash(frozenset()), hash(frozenset([1, 2, 3])), hash(frozenset(['a'])) == hash(frozenset(['a'])))
print(f.union([4]), f.intersection([1, 2, 9]), f.difference([3]), f.symmetric_difference([0]))
s = {f, frozenset([1])}
print(len(s), frozenset([1]) in s, {1, 2, 3} in s)
