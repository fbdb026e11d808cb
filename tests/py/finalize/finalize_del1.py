class A:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
def f():
    a = A("local")
    print("in f")
f()
x = A("x")
y = A("y")
del x
print("after del x")
z = A("z")
y = None
print("after y=None")
lst = [A("l1"), A("l2")]
lst.pop()
print("popped")
w = A("w")
b = A("b")
class B:
    def __del__(self): print("B del", self.other.n)
c = B(); c.other = A("other")
print("end")
