from collections import OrderedDict, defaultdict, Counter

a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
c = dict(a)
c |= b
print(c)
c |= [("w", 0)]
print(c)
od = OrderedDict(a=1, b=2)
print(od | {"c": 3}, type(od | {"c": 3}).__name__)
print({"c": 3} | od, type({"c": 3} | od).__name__)
od |= {"a": 9}
print(od)
dd = defaultdict(list, k=[1])
u = dd | {"j": [2]}
print(u, u.default_factory)
print({"q": 0} | dd)
u["new"].append(5)
print(u)
dd |= {"m": []}
print(dd)
print(Counter(a=3, b=1) | Counter(a=1, b=2, c=4))
print(Counter(a=3, b=1) & Counter(a=1, b=2))
cnt = Counter("hello")
cnt |= Counter("world")
print(cnt)


class MyDict(dict):
    pass


m = MyDict(p=1) | {"q": 2}
print(m, type(m).__name__)
try:
    a | [("k", 1)]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a |= 5
except TypeError as e:
    print(type(e).__name__, e)
