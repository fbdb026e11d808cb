print(list(map(str, [1, 2, 3])))
print(list(map(lambda x, y: x * y, [1, 2, 3], [4, 5, 6])))
print(list(map(pow, [2, 3], [3, 2, 9])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(list(filter(lambda x: x % 2, range(10))))
m = map(abs, [-1, -2])
print(next(m), next(m), next(m, "done"))
try:
    map(len)
except TypeError as e:
    print(type(e).__name__, e)
try:
    filter(None)
except TypeError as e:
    print(type(e).__name__, e)
print(type(map(str, [])).__name__, type(filter(None, [])).__name__)
squares = list(map(lambda x: x ** 2, filter(lambda x: x > 2, [1, 2, 3, 4])))
print(squares)
