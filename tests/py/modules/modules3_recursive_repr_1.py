from collections import OrderedDict, deque, defaultdict
a = [1, 2]
a.append(a)
print(a, repr(a), str(a))
d = {"k": 1}
d["self"] = d
print(d)
l = [d, a]
print(l)
od = OrderedDict()
od["me"] = od
print(od)
s = {"x": [1]}
s["x"].append(s)
print(s)
t = ([],)
t[0].append(t)
print(t)
q = deque([1])
q.append(q)
print(q)
dd = defaultdict(list)
dd["loop"] = dd
print(dd)


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    def __repr__(self):
        return f"Node({self.name!r}, {self.children!r})"


root = Node("root")
root.children.append(Node("leaf"))
print(root)
x = []
y = [x]
x.append(y)
print(x, y)
print(a == a, len(str(a)))
