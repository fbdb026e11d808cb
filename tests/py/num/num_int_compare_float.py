def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 + 1 > float(2 ** 53), 2 ** 53 == float(2 ** 53))
print(1 == 1.0, 1 < 1.5, 2 > 1.5, -1 < -0.5, 0 == -0.0, 3 != 3.0)
print(10 ** 400 > float('inf'), 10 ** 400 < float('inf'), -10 ** 400 < -1e308, 10 ** 308 < 1e308)
print(2 ** 63 == 9.223372036854776e18, 2 ** 63 - 1 < 9.223372036854776e18, 2 ** 64 > 1.8446744073709552e19)
nan = float('nan')
print(1 < nan, 1 > nan, 1 == nan, 1 != nan, nan == nan, nan != nan)
print(1.5 > 1, 0.1 + 0.2 == 0.3, 0.5 == 1 / 2, (10 ** 30) == 1e30, (10 ** 22) == 1e22)
print(sorted([3, 1.5, 2, -1.0, 0]), max(1, 1.0), min(1.0, 1), max(2, 1.5))
print(hash(1) == hash(1.0), hash(2 ** 70) == hash(float(2 ** 70)), hash(0.5), hash(-0.5))
print({1: 'a', 1.0: 'b'}, {2 ** 60: 1}[float(2 ** 60)])
print(int(1e20), int(-1e20), int(1.5e300) == 15 * 10 ** 299, int(2.0 ** 100))
