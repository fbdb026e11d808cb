print(min(3, 1, 2), max(3, 1, 2))
print(min([4, 2, 8]), max([4, 2, 8]))
print(max("hello"))
print(max([], default=None))
print(min([], default=0))
words = ["pear", "fig", "banana"]
print(max(words, key=len), min(words, key=len))
print(max([(1, "b"), (1, "a")]))
print(max([1, 3, 3.0]))
scores = {"a": 3, "b": 7, "c": 5}
print(max(scores, key=scores.get))
print(max(scores.items(), key=lambda kv: kv[1]))
for f in (min, max):
    try:
        f([])
    except ValueError as e:
        print(type(e).__name__, e)
try:
    max()
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    min(1, 2, default=0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    max([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
