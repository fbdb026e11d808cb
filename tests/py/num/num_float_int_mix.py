def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(1 + 1.0, 2 * 0.5, 3 - 0.5, 7 / 2, 7 // 2.0, 7 % 2.5, 2 ** -1, 10 ** 2.0, (-8) ** 2.0)
print(type(1 + 1.0).__name__, type(4 / 2).__name__, type(4 // 2).__name__, type(2 ** 2).__name__)
print(2 ** 100 * 1.0, 2 ** 100 / 3, 10 ** 30 / 10 ** 10, (2 ** 100 + 1) / 2 ** 100, 1 / 2 ** 1074)
print(123456789 * 1e-9, 123456789 / 1e9, 1e9 // 7, -1e9 // 7, 1e9 % 7, -1e9 % 7)
print(sum([1, 2.5, 3]), max(1, 2.5), min(-1, -0.5), abs(-3) + abs(-1.5))
print(int(2.5 * 4), float(3) / 2, 3 / float(2), round(7 / 3, 4))
t(lambda: 2 ** 10000 / 2 ** 9999)
t(lambda: (2 ** 10000 + 1) / 2 ** 9990)
t(lambda: 2 ** 10000 / 3)
t(lambda: 3 / 2 ** 10000)
t(lambda: 10 ** 400 // 1.0)
