vals = [0, 1, -1, 5, -5, 255, -256, 2 ** 65 + 3, -(2 ** 65) - 3, 2 ** 70]
for a in vals[:6]:
    for b in vals[:6]:
        print(a, b, a & b, a | b, a ^ b)
big = [2 ** 65 + 3, -(2 ** 65) - 3, 2 ** 70, -(2 ** 70)]
for a in big:
    for b in vals:
        print(a & b, a | b, a ^ b)
print(~(2 ** 70), ~(-(2 ** 70)))
print(1 << 10, 1 << 64, 1 << 100, -1 << 70, 5 << 0)
print((2 ** 100) >> 3, (2 ** 100) >> 100, (2 ** 100) >> 200, -(2 ** 100) >> 99, -(2 ** 100) >> 200)
print(-5 >> 1, -1 >> 10, 5 >> 1, -(2 ** 65 + 1) >> 1, -(2 ** 65 + 1) >> 64)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: 1 << -1)
t(lambda: 1 >> -1)
t(lambda: 0 << (10 ** 30))
t(lambda: 1 >> (10 ** 30))
t(lambda: -1 >> (10 ** 30))
