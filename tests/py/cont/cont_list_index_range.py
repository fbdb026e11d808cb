xs = [0, 1, 2, 1, 0, 1]
print(xs.index(1), xs.index(1, 2), xs.index(1, -2), xs.index(0, 1, 5))
try:
    xs.index(2, 3)
except ValueError as e:
    print(e)
try:
    xs.index(2, 0, 2)
except ValueError as e:
    print(e)
print(xs.count(1), xs.count(5), [[1]].count([1]))
print(xs[True], xs[False])
