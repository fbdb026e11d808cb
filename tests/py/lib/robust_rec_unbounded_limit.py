# sys.setrecursionlimit(10**6), far above what the C stack holds: every kind
# of deep recursion must end in RecursionError (the stack check), never a
# crash (10**9 and deepcopy: tests/hostile/hostile_rec_setlimit_kinds.py).
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

class R:
    def __repr__(self):
        return repr(self)

def report(label, f):
    try:
        f()
        print(label, "no error")
    except RecursionError as e:
        print(label, type(e).__name__)
    except MemoryError as e:
        print(label, type(e).__name__)

for limit in (10**6,):
    sys.setrecursionlimit(limit)
    print(sys.getrecursionlimit())
    report("plain", lambda: plain(0))
    report("method", lambda: M().m(0))
    report("getattr", lambda: G().x)
    report("repr", lambda: repr(R()))
    nested = []
    for i in range(300000):
        nested = [nested]
    report("repr nested", lambda: repr(nested))
    report("str nested", lambda: str(nested))
    report("eq nested", lambda: nested == copy.copy(nested))
    del nested
sys.setrecursionlimit(1000)
print(plain.__name__, "done")
