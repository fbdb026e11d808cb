# weakref and the cycle collector: refs to cyclic garbage read None and their callbacks run at gc.collect()
import weakref, gc
class N:
    pass
a = N(); b = N(); a.b = b; b.a = a
log = []
ra = weakref.ref(a, lambda w: log.append("a gone"))
d = weakref.WeakValueDictionary(x=a, y=b)
s = weakref.WeakSet([a, b])
print(len(d), len(s))
del a, b
print(ra() is not None, len(d))
gc.collect()
print(ra(), log, len(d), len(s), list(d.items()))
