it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "end"))
try:
    next(it)
except StopIteration:
    print("StopIteration")
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
data = [10, 20, 30, 0, 40]
pos = iter(data)
print(list(iter(lambda: next(pos), 0)))
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
print(list(iter(tick, 4)))
class OldSeq:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return chr(97 + i)
print(list(OldSeq()), list(iter(OldSeq())))
print(type(iter(tick, 1)).__name__)
try:
    iter(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
d = {"a": 1}
print(next(iter(d)), next(iter(d.values())))
