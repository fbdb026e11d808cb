print(isinstance(1, int), isinstance(True, int), isinstance(1.0, int))
print(isinstance(1, (str, int)), isinstance("a", (list, tuple)))
print(issubclass(bool, int), issubclass(int, (str, object)))
class A: pass
class B(A): pass
print(isinstance(B(), A), issubclass(B, A), issubclass(A, B))
print(isinstance([], list), isinstance({}, dict), isinstance(None, type(None)))
print(type(1) is int, type(B()).__name__, type(B()) is B)
print(isinstance(int, type), isinstance(A, type))
try:
    isinstance(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(1, int)
except TypeError as e:
    print(type(e).__name__, e)
try:
    isinstance(1)
except TypeError as e:
    print(type(e).__name__, e)
