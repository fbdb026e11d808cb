t = ([1], [2])
t[0].append(5)
print(t)
try:
    t[0] += [6]
except TypeError as e:
    print(e)
print(t)
try:
    hash(t)
except TypeError as e:
    print(e)
