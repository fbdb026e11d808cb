import copy
a = [1, [2, 3], {"k": [4]}]
b = copy.deepcopy(a)
b[1].append(99)
b[2]["k"].append(5)
print(a, b)
shared = [0]
pair = [shared, shared]
cp = copy.deepcopy(pair)
print(cp[0] is cp[1], cp[0] is shared)
rec = [1]
rec.append(rec)
rc = copy.deepcopy(rec)
print(rc[1] is rc, rc is not rec)
t = (1, 2, "x")
print(copy.deepcopy(t) is t)
t2 = (1, [2])
print(copy.deepcopy(t2) is t2, copy.deepcopy(t2) == t2)
class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
tree = Node(1, [Node(2), Node(3, [Node(4)])])
tree2 = copy.deepcopy(tree)
tree2.children[1].children[0].value = 40
print(tree.children[1].children[0].value, tree2.children[1].children[0].value)
print(type(tree2).__name__, tree2.children[0] is not tree.children[0])
class Custom:
    def __init__(self, x):
        self.x = x
    def __deepcopy__(self, memo):
        print("deepcopy called", type(memo).__name__)
        return Custom(self.x * 10)
print(copy.deepcopy([Custom(1)])[0].x)
def fn():
    pass
print(copy.deepcopy(fn) is fn, copy.deepcopy(Node) is Node)
memo = {}
x = [1]
y = copy.deepcopy({"a": x, "b": x}, memo)
print(y["a"] is y["b"], id(x) in memo)
