def f(): pass
class C:
    def __call__(self): pass
print(callable(f), callable(C), callable(C()), callable(1), callable(print))
a = [1]
print(id(a) == id(a), id(a) != id([1]))
print(hash(1) == hash(1.0), hash("a") == hash("a"), hash((1, 2)) == hash((1, 2)))
print(hash(-1), hash(0), hash(True), hash(2**61 - 1), hash(2**61))
print(hash(1.5), hash(-1.5), hash(0.1))
try:
    hash([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({})
except TypeError as e:
    print(type(e).__name__, e)
