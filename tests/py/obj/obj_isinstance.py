class A: pass
class B(A): pass
class C: pass

b = B()
print(isinstance(b, A), isinstance(b, (C, A)), isinstance(b, (C, (int, B))), isinstance(b, ()))
print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, int), isinstance(None, type(None)))
print(isinstance(A, type), isinstance(type, type), isinstance(type, object), isinstance(object, type))
print(issubclass(bool, int), issubclass(B, (C, A)), issubclass(A, A), issubclass(int, object))
print(issubclass(type, object), issubclass(object, type))
for args in [(1, 1), (1, (int, 1)), (1, "int")]:
    try:
        print(isinstance(*args))
    except TypeError as e:
        print("TypeError:", e)
for args in [(1, int), (int, 1), (B, (A, 3))]:
    try:
        print(issubclass(*args))
    except TypeError as e:
        print("TypeError:", e)
print(isinstance(1, int | str), isinstance("s", int | None), issubclass(bool, int | float))
print(type(b) == B, type(b) is A, b.__class__ is B, B.__class__ is type)
