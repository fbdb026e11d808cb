a = 3 ** 5000 + 12345
b = 7 ** 3000 - 1
c = a * b
print(c % (10 ** 9 + 7), c.bit_length(), hash(c), (c // b) == a, c % a, hash(a * a), hash(b * a * a))
d = 11 ** 20000
print(hash(d * d), (d * d) // d == d, hash(d * 3 ** 100))
