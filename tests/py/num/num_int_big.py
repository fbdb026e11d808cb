a = 2 ** 100
b = 3 ** 60
print(a)
print(b)
print(a + b, a - b, b - a)
print(a * b)
print(a // b, a % b)
print(-a // b, -a % b)
print(divmod(a, -b))
print(a ** 3)
print(2 ** 64 - 1, -2 ** 63, 2 ** 63)
print((2 ** 64) // 3, (2 ** 64) % 7)
print(10 ** 50 // 10 ** 25, 10 ** 50 % (10 ** 25 + 7))
f = 1
for i in range(1, 41):
    f *= i
print(f)
print(f // 1000000007, f % 1000000007)
x = 12345678901234567890123456789
print(x * x, x * -x, -x * -x)
print(x // 12345, x % 12345, x // -12345)
print(str(x)[::-1], len(str(2 ** 1000)))
print(2 ** 1000 // 2 ** 999, (2 ** 1000 + 1) % 2)
