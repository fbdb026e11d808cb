print(sum([1, 2, 3]))
print(sum([1, 2, 3], 10))
print(sum([0.1] * 10))
print(sum([0.1] * 10) == 1.0)
print(sum([1, 2.5]))
print(sum([1e100, 1.0, -1e100]))
print(sum([True, True, False]))
print(sum([[1], [2], [3]], []))
print(sum(x * x for x in range(5)))
print(sum([], 0.0))
print(sum(range(101)))
print(sum([2**62, 2**62, 2**62]))
print(sum([0.1, 0.2, 0.3]))
print(sum([1.5, 2, 3]))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum()
except TypeError as e:
    print(type(e).__name__, e)
