print(list(reversed([1, 2, 3])))
print(list(reversed((1, 2, 3))))
print(list(reversed("abc")))
print(list(reversed(range(5))))
print(list(reversed({"a": 1, "b": 2})))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 10
print(list(reversed(Seq())))
class Rev:
    def __reversed__(self): return iter([9, 8])
print(list(reversed(Rev())))
try:
    reversed(3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e).__name__, e)
