head, *tail = 'python'
print(head, tail)
*a, = [1, 2]
print(a)
[x, *y] = range(3)
print(x, y)
