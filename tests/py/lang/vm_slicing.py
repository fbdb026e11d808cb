s = list(range(10))
print(s[2:5], s[:3], s[-3:], s[::3], s[::-2], s[5:2:-1])
t = tuple(s)
print(t[1:4])
x = 'hello world'
print(x[:5], x[6:], x[-5:-1])
s[2:4] = []
print(s)
