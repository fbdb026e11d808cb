print(any([0, 0, 1]), any([]), any([0, ""]))
print(all([1, 2, 3]), all([]), all([1, 0]))
print(any(x > 3 for x in [1, 5]))
print(all(isinstance(x, int) for x in [1, 2, "3"]))
def gen():
    yield 1
    print("not reached")
    yield 0
print(any(gen()))
try:
    any(1)
except TypeError as e:
    print(type(e).__name__, e)
