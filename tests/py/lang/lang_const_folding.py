print(2 ** 10, 2 ** 100, -2 ** 2, (-2) ** 2, 7 // 2, -7 // 2, 7 % -3, 1 / 4)
print(1 << 70, ~5, -(-3), +4, 3 * 'ab', 'a' + 'b' * 3)
print((1, 2) + (3,), (1, (2, 3), -4))
print(0.1 + 0.2, 1e300 * 1e10, -0.0, 2 ** -1)
t = (1, 2, 3)
print(t, type(t).__name__, (), ((),))
print([1, 2, 3] + [4], [1, 2, 3] * 2)
if False:
    print(1 / 0)
try:
    x = 1 / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    y = 2 ** 10000 % 7
    print(y)
except Exception as e:
    print(type(e).__name__, e)
print(3 in (1, 2, 3), 'b' in ['a', 'b'], 5 not in {1, 2}, 'x' in {'x': 1})
for c in ['p', 'q', 'r']:
    print(c, end=' ')
print()
print([i * 2 for i in (1, 2, 3)], {k: 0 for k in ['a', 'b']})
print(1 < 2 < 3, 3 > 2 > 2, 'a' * 0, 10 - 2 - 3, 2 ** 3 ** 2)
print(True + True, True * 3, -True, ~0, 0x10 | 0b1, 0o17 ^ 3)
