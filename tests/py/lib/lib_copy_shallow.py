import copy
a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a)
print(b == a, b is a, b[1] is a[1])
d = {"x": [1], "y": 2}
e = copy.copy(d)
e["x"].append(9)
print(d, e is d)
s = {1, 2}
print(copy.copy(s) == s, copy.copy(s) is s)
t = (1, [2])
print(copy.copy(t) is t, copy.copy(5), copy.copy("s"), copy.copy(None))
class Cfg:
    def __init__(self):
        self.layers = [1, 2]
        self.name = "net"
c = Cfg()
c2 = copy.copy(c)
print(c2 is c, c2.layers is c.layers, c2.name, type(c2).__name__)
class WithCopy:
    def __copy__(self):
        return "custom copy"
print(copy.copy(WithCopy()))
print(copy.copy(int) is int, copy.copy(len) is len)
