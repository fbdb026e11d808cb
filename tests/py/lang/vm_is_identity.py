a = [1]
b = a
c = [1]
print(a is b, a is c, a == c, None is None)
