print(int.__add__(1, 2), int.__mul__(3, 4), float.__add__(1.5, 1), int.__add__(1, 1.5))
print(list.append, int.__add__, str.upper, dict.__getitem__(d0 := {1: 2}, 1))
print(type(list.append).__name__, type(int.real).__name__, type(int.__add__).__name__)
print(type((1).__add__).__name__, type([].append).__name__, type(len).__name__)
d = {"a": 1}
print(dict.__getitem__(d, "a"), dict.get(d, "b", 9), str.upper("abc"), str.join("-", ["a", "b"]))
l = []
list.append(l, 5)
list.extend(l, [6])
print(l, list.__len__(l), len.__name__, len.__qualname__, repr(len))
print((5).__add__(1), (5).__radd__(1), (5).__sub__(1), (5).__rsub__(1), "a".__eq__("a"))
print((1).__add__("x"), int.__eq__(1, 1.0))
print(object.__repr__(3).startswith("<int object at"), object.__eq__(1, 1), object.__ne__(1, 2))
print([].__len__(), "abc".__len__(), "abc".__getitem__(1), [1, 2].__contains__(2))
try:
    list.append(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    int.__add__("a", 1)
except TypeError as e:
    print("TypeError:", e)
try:
    list.append()
except TypeError as e:
    print("TypeError:", e)
try:
    int.__add__(1)
except TypeError as e:
    print("TypeError:", e)
print(int.__dict__["real"], type(int.__dict__["__add__"]).__name__)
print(int.real.__get__(5), int.__add__.__get__(2)(3))
print(str.__dict__["upper"].__name__, list.append.__qualname__, int.__add__.__qualname__)
