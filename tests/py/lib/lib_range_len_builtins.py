r = range(2, 20, 3)
print(list(r), len(r), r[2], r[-1], 8 in r, 9 in r, sum(r), max(r), min(r))
print(list(reversed(r)), sorted(r, reverse=True)[:2], list(enumerate(r))[:2])
print(len("héllo"), len([1, 2]), len({"a": 1}), len(set()), len(range(0)), len(b"ab"))
class Sized:
    def __len__(self):
        return 7
print(len(Sized()))
class Bad:
    def __len__(self):
        return -1
try:
    len(Bad())
except ValueError as e:
    print(type(e).__name__, e)
try:
    len(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    len()
except TypeError as e:
    print(type(e).__name__, e)
