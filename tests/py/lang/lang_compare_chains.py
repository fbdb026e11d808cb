def classify(n):
    if n < 0:
        return 'neg'
    elif 0 <= n < 10:
        return 'small'
    elif n == 10 or n > 100:
        return 'edge'
    return 'mid'

print([classify(x) for x in (-5, 0, 9, 10, 50, 101, 10.0, -0.5)])
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0, x != 5 != 6)
print('a' < 'b' < 'c', [1] < [1, 2] <= [1, 2], (1, 2) < (1, 3))
print(None is None, 1 is not None, [] == [], [] is not [])
try:
    1 < 'a'
except TypeError as e:
    print('TypeError', e)
try:
    [1] < (1,)
except TypeError as e:
    print('TypeError', e)
try:
    None < 1
except TypeError as e:
    print('TypeError', e)
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        print('lt called')
        return self.v < o.v
    def __eq__(self, o):
        return self.v == o.v
print(V(1) < V(2), V(1) > V(0), V(1) == V(1), V(1) != V(2))
print(sorted([V(3), V(1), V(2)], key=lambda v: v.v)[0].v)
print(1 == 1.0, 2 ** 53 == 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53 + 1, float('nan') == float('nan'))
nan = float('nan')
print(nan < 1, nan > 1, nan != nan, 1 < float('inf'))
print(True == 1, False < True, 3 > True)
count = 0
for i in range(100):
    if i % 3 == 0 and i % 5 == 0:
        count += 1
    elif not i % 7:
        count -= 1
print(count)
