print(None, repr(None), str(None), type(None).__name__, None is None, bool(None))
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
print(Ellipsis, ..., ... is Ellipsis, type(...).__name__)
print(type(None)() is None)
try:
    type(None)(1)
except TypeError as e:
    print("TypeError:", e)
print(hash(None) == hash(None), None == 0, None != None, [None] * 2)
try:
    None.foo
except AttributeError as e:
    print("AttributeError:", e)
try:
    n = None
    n()
except TypeError as e:
    print("TypeError:", e)
try:
    None + 1
except TypeError as e:
    print("TypeError:", e)
try:
    len(None)
except TypeError as e:
    print("TypeError:", e)
try:
    for _ in None:
        pass
except TypeError as e:
    print("TypeError:", e)
