a = {1, 2}
b = {1, 2, 3}
print(a < b, a <= b, b > a, b >= a, a > b, a == b, a != b)
print(a < a, a <= a, {1} == frozenset({1}), frozenset({1}) <= {1, 2})
print(set() < {1}, set() == frozenset(), {1} == [1], {1} != (1,))
print(sorted([{3}, {1, 2}, {1}], key=len))
