from collections import OrderedDict
od = OrderedDict.fromkeys("abcde", 0)
print(od)
od.move_to_end("b")
print(list(od))
od.move_to_end("e", last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False), od)
try:
    od.move_to_end("zz")
except KeyError as e:
    print(type(e).__name__, e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print(type(e).__name__, e)
a = OrderedDict(x=1, y=2)
b = OrderedDict(y=2, x=1)
print(a == b, a == dict(b), dict(a) == dict(b), a != b)
c = a.copy()
print(c, type(c).__name__, c is a)
print(list(reversed(a)), a.get("x"), a.setdefault("z", 9), a)
a.update({"w": 0})
print(a, a.pop("x"), a)
print(type(a.keys()).__name__, type(a.values()).__name__, type(a.items()).__name__)
print(a.keys() == {"y", "z", "w"}, list(a.items())[0])
class MyOD(OrderedDict):
    pass
print(MyOD(k=1), MyOD())
