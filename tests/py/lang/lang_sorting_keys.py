people = [('alice', 30), ('bob', 25), ('carol', 30), ('dave', 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[1], reverse=True))
from operator import itemgetter, attrgetter
print(sorted(people, key=itemgetter(1, 0)))
class P:
    def __init__(self, n, a):
        self.n, self.a = n, a
    def __repr__(self):
        return self.n
ps = [P(n, a) for n, a in people]
print(sorted(ps, key=attrgetter('a', 'n')), min(ps, key=attrgetter('a')), max(ps, key=lambda p: p.n))
words = 'the quick brown fox jumps over the lazy dog'.split()
print(sorted(words), sorted(words, key=len), sorted(set(words), key=lambda w: (len(w), w)))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
nums.sort(key=abs)
print(nums)
nums.sort(reverse=True)
print(nums, sorted('hello'), sorted([[2, 1], [1, 2], [1, 1]]))
try:
    sorted([1, 'a'])
except TypeError as e:
    print('TypeError', e)
import functools
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([5, 2, 8], key=functools.cmp_to_key(lambda a, b: cmp(b, a))))
stable = sorted([(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')], key=lambda t: t[0])
print(stable)
d = {'x': 3, 'y': 1, 'z': 2}
print(sorted(d, key=d.get), sorted(d.items(), key=lambda kv: kv[1], reverse=True)[:2])
