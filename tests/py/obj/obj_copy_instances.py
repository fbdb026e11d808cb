import copy


class Node:
    def __init__(self, v, children=None):
        self.v = v
        self.children = children or []

    def __repr__(self):
        return f"Node({self.v}, {self.children})"


a = Node(1, [Node(2)])
b = copy.copy(a)
c = copy.deepcopy(a)
a.children.append(Node(3))
a.v = 9
print(a, b, c, sep="\n")
print(b.children is a.children, c.children is a.children, type(c).__name__)


class Custom:
    def __init__(self):
        self.log = []

    def __copy__(self):
        print("custom copy")
        n = Custom()
        n.log = self.log
        return n

    def __deepcopy__(self, memo):
        print("custom deepcopy")
        return Custom()


x = Custom()
print(copy.copy(x).log is x.log, copy.deepcopy(x).log is x.log)
