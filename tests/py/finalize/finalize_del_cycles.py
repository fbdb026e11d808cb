import gc

class Node:
    def __init__(self, name):
        self.name = name
        self.peer = None
    def __del__(self):
        print("finalize", self.name, self.peer.name if self.peer else None)

a = Node("a"); b = Node("b")
a.peer = b; b.peer = a
del a, b
print("collected", gc.collect() > 0)

class Res:
    count = 0
    def __init__(self):
        Res.count += 1
        self.id = Res.count
        print("open", self.id)
    def __del__(self):
        print("close", self.id)

for i in range(3):
    r = Res()
print("loop done")

def make():
    r = Res()
    return r.id
print(make())


class Base:
    def __del__(self):
        print("base del", type(self).__name__)
class Child(Base):
    pass
c = Child()
c = 1
d = {"k": Res()}
d.clear()
t = (Res(),)
print("end")
