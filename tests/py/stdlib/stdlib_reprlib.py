import reprlib
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(10)}))
print(reprlib.repr((1,)), reprlib.repr(set(range(20))), reprlib.repr(2 ** 200), reprlib.repr([[[[[[[1]]]]]]]))
r = reprlib.Repr(maxlist=2, maxstring=10)
print(r.repr([1, 2, 3]), r.repr("abcdefghijklmnop"))
class Node:
    def __init__(self):
        self.children = [self]
    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Node({self.children})"
print(Node())
