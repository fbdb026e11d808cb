# Arithmetic results recycled by the VM must never alias live values.
a = 10 ** 6
b = a + 1
c = b * 2
print(a, b, c, a is b)
vals = []
for i in range(2000, 2010):
    x = i * 3
    vals.append(x)
    y = x + 1
print(vals, y)
acc = []
s = 0
for i in range(5000, 5005):
    s = s + i
    acc.append(s)
print(acc)
f = 0.5
fs = []
for i in range(5):
    f = f * 1.5
    fs.append(f)
print(fs)
t = 1.0
u = t + 2.0
v = u * u
print(t, u, v)
d = {}
for i in range(3000, 3003):
    d[i * 2] = i * 2 + 1
print(d)
pairs = [(i * 7, i * 7 + 1) for i in range(2000, 2003)]
print(pairs)
def g(n):
    total = 0
    for k in range(n, n + 3):
        total += k * k
    return total
print(g(10000), g(10000))
big = 2 ** 62
print(big + big, big * 4, -big - big - big)
m = 1.5
lst = [m * k for k in (2.0, 3.0)]
print(lst, m)
z = 5000
w = z
z += 1
print(z, w)
q = 7.25
r = q
q *= 2.0
print(q, r)
e = 1e308
print(e * 10, -e * 10, 1e-320 / 1e10)
print(7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 // -2, 2 ** 64 // 3)
print(3000 < 4000 < 5000, 3000 > 4000, 1.5 <= 1.5, 2.5 > 3.5 or 4000 != 4000)
i = 0
while i < 5000:
    i += 1000
print(i)
