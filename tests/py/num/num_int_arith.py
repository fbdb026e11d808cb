a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(-a // b, -a % b, a // -b, a % -b, -a // -b, -a % -b)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(abs(-42), -(-42), +7, ~7, ~-8)
print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, (-2) ** 4)
print(10 / 3, 1 / 3, 2 / 3, 7 / 7, 0 / 5)
x = 0
for i in range(100):
    x += i * i
print(x)
print(sum(range(1, 101)), max(3, 9, 2), min(3, 9, 2))
print(int(3.99), int(-3.99), int("42"), int("-17"), int(" 8 "))
print(True + True, True * 10, False - 1)
print(7 .bit_length(), (255).bit_length(), (-1).bit_length(), (0).bit_length())
