import math
a = 3 ** 200
b = 7 ** 30
print(a // b)
print(a % b)
print(-a // b, -a % b, a // -b, a % -b)
print(a == a + 0, a != a + 1, a > b, -a < -b, a >= a, -a <= a)
print(sum([2 ** i for i in range(100)]))
n = 1
for i in range(200):
    n = n * 31 + i
print(n)
print(n % 1000000007)
print(n.bit_length(), (-n).bit_length())
print(hash(n) == hash(n + 0), hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)))
print(hash(10 ** 30), hash(-10 ** 30), hash(2 ** 64), hash(-2 ** 64))
print((10 ** 20) * (10 ** 20) == 10 ** 40)
print(int(str(10 ** 100)) == 10 ** 100)
print(abs(-10 ** 30), -(10 ** 30), +(10 ** 30))
print((2 ** 128) // (2 ** 64), (2 ** 128 - 1) // (2 ** 64 - 1))
print(999999999999999999999 * 999999999999999999999)
