a = b = c = []
a.append(1)
print(b, c)
x, y = y, x = 1, 2
print(x, y)
