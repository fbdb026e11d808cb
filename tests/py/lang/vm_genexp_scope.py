x = 10
g = (x + i for i in range(3))
x = 20
print(list(g))
