a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [7]), a.intersection(b, {4}), a.difference([1], (2,)), a.symmetric_difference([4, 9]))
print(a <= b, a < a | b, a >= {1}, a > a, a == {4, 3, 2, 1}, a != b)
print(a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({9}), a.isdisjoint([4]))
c = set(a)
c |= {9}
c &= {1, 2, 9, 10}
print(c)
c -= {1}
c ^= {2, 3}
print(c)
c.update('ab', [1])
print(sorted(c, key=str))
c.intersection_update({1, 'a'})
print(c)
c.difference_update(['a'])
c.symmetric_difference_update({5, 1})
print(c)
