# weakref (session 10): refs to instances do not keep them alive; callbacks, weak containers, finalize, WeakMethod
import weakref, gc

class Node:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "Node(%r)" % self.v
    def meth(self):
        return self.v * 2

a = Node(1)
r = weakref.ref(a)
print(r() is a, weakref.getweakrefcount(a), r.__callback__)
del a
print(r(), weakref.getweakrefcount(r))
events = []
b = Node(2)
r2 = weakref.ref(b, lambda w: events.append(("cb", w() is None)))
r3 = weakref.ref(b)
print(r2 == r3, hash(r2) == hash(b) if False else True)
del b
print(events, r2(), r3(), r2 == r3)
d = weakref.WeakValueDictionary()
ks = [Node(i) for i in range(4)]
for i, k in enumerate(ks):
    d["k%d" % i] = k
print(len(d), sorted(d.keys()), d.get("k1"), "k2" in d)
del ks[1:3]
print(len(d), sorted(d.keys()), d.get("k1"), "k2" in d)
wk = weakref.WeakKeyDictionary()
objs = [Node(i) for i in range(3)]
for o in objs:
    wk[o] = o.v * 10
print(len(wk), wk[objs[0]], objs[1] in wk)
objs.pop()
print(len(wk), sorted(wk.values()))
ws = weakref.WeakSet(objs)
print(len(ws), objs[0] in ws)
objs.clear()
print(len(ws), len(wk))
c = Node(5)
f = weakref.finalize(c, print, "finalized", 5)
print(f.alive)
del c
print(f.alive)
e = Node(6)
wm = weakref.WeakMethod(e.meth)
print(wm()())
del e
print(wm())
for bad in [1, "s", (1,), [1], {}, None]:
    try:
        weakref.ref(bad)
    except TypeError as ex:
        print(ex)
def fn(): pass
print(weakref.ref(fn)() is fn)
class P:
    def __init__(self):
        self.children = []
        self._parent = None
p = P(); ch = P(); ch._parent = weakref.ref(p); p.children.append(ch)
del p
print(ch._parent())
x = Node(7)
def cb2(w):
    print("callback sees", w())
rr = weakref.ref(x, cb2)
del x
print("after")
