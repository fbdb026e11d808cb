t = (1, 2, 3, 2)
print(t.count(2), t.index(3), t + (4,), t * 2, t[1:], (1,), (), tuple("ab"), len(t), 2 in t)
print(hash((1, 2)) == hash((1, 2)), (1, 2) < (1, 3), (1, (2, 3)) == (1, (2, 3)), max((1, "b"), (1, "a")))
try:
    t[0] = 5
except TypeError as e:
    print("TypeError", e)
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError", e)
s = {3, 1, 2}
s.add(4)
s.discard(10)
s.remove(1)
print(s, s | {9}, s & {2, 3}, s - {2}, s ^ {3, 7}, s <= {2, 3, 4, 5}, s.isdisjoint({8}), len(s))
print(sorted(s), s.union([10], (11,)), s.intersection({2}, {2, 3}), s.difference([2]), s.symmetric_difference({4}))
fs = frozenset([1, 2])
print(fs, {fs: "key"}[frozenset([2, 1])], fs | {3}, type(fs | {3}).__name__, set(), frozenset())
try:
    s.remove(100)
except KeyError as e:
    print("KeyError", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError", e)
try:
    {[1]}
except TypeError as e:
    print("TypeError", e)
print({1, 2} == {2, 1}, {1} < {1, 2}, set("hello"), {x for x in "aab"}, set([1, 1, 2]), {True, 1, 1.0})
s2 = {1, 2, 3}
s2 |= {4}
s2 -= {1}
s2 &= {2, 3, 4, 5}
print(s2, s2.copy() == s2, s2.pop() in {2, 3, 4}, repr(set()), repr({()}))
