print(3 in [1, 2, 3], 3 in (1, 2), 'a' in {'a': 1}, 1 in {1.0}, 2.0 in [1, 2])
print([1] in [[1], [2]], (1,) in {(1,): 0}, 'ab' in ['ab'], None in [0, False, ''])
print(float('nan') in [float('nan')])
n = float('nan')
print(n in [n], n in {n}, n in (n,))
class Eq:
    def __eq__(self, other):
        return True
    __hash__ = None
print(Eq() in [1], 5 in [Eq()])
