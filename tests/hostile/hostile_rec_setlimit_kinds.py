# sys.setrecursionlimit(10**9), then every kind of deep recursion: each must
# end in RecursionError (or finish), never overflow the C stack, in every
# build (ASan frames are several times larger) and in WebAssembly. Plain
# recursion: hostile_rec_setlimit.
# (CPython 3.13 itself crashes here; 3.14 measures its stack as we do.)
import sys
import copy

def plain(n):
    return plain(n + 1)

class M:
    def m(self, n):
        return self.m(n + 1)

class G:
    def __getattr__(self, name):
        return getattr(self, name)

class H:
    def __hash__(self):
        return hash(self)

class I:
    def __init__(self):
        I()

def report(label, f):
    try:
        f()
        print(label, "finished")
    except (RecursionError, MemoryError) as e:
        print(label, type(e).__name__)

sys.setrecursionlimit(10**9)
report("method", lambda: M().m(0))
report("getattr", lambda: G().x)
report("hash", lambda: hash(H()))
report("init", I)
nested = []
for i in range(200000):
    nested = [nested]
report("repr", lambda: repr(nested))
d = {}
for i in range(100000):
    d = {"k": [d]}
report("deepcopy", lambda: copy.deepcopy(d))
report("compile", lambda: eval("1" + "+1" * 200000))
report("sort key", lambda: sorted([3, 1, 2], key=lambda x: plain(x)))
print("done")
