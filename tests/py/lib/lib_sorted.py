data = [3, 1, 4, 1, 5, 9, 2, 6]
print(sorted(data))
print(sorted(data, reverse=True))
words = ["banana", "Apple", "cherry", "date"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
people = [("alice", 30), ("bob", 25), ("carol", 30)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted({"b": 1, "a": 2}))
print(sorted("hello"))
print(sorted([]))
print(sorted((3, 2, 1), key=None))
try:
    sorted([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1], 2)
except TypeError as e:
    print(type(e).__name__, e)
