import pickle, copyreg, collections
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Point({self.x}, {self.y})"
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1; self.b = [2]
class WithState:
    def __init__(self): self.v = 3; self.cache = "drop"
    def __getstate__(self): return {"v": self.v}
    def __setstate__(self, st): self.v = st["v"]; self.cache = None
class Red:
    def __init__(self, n): self.n = n
    def __reduce__(self): return (Red, (self.n,))
class Empty: pass
class MyList(list): pass
class MyDict(dict): pass
def func(): pass
objs = [Point(1, 2), Slotted(), WithState(), Red(5), Empty(), MyList([1, 2]), MyDict(a=1), func, Point, len, int, type(None),
        collections.OrderedDict(a=1, b=2), 1+2j, [Point(0, 0)] * 2]
for o in objs:
    for p in range(6):
        try:
            d = pickle.dumps(o, p)
            r = pickle.loads(d)
            print(p, type(o).__name__, d)
            print("  ->", type(r).__name__, (r.a, r.b) if isinstance(r, Slotted) else getattr(r, '__dict__', None) if not isinstance(r, (list, dict, type)) and hasattr(r, '__dict__') else r if not callable(r) else r.__name__)
        except Exception as e:
            print(p, type(o).__name__, type(e).__name__, e)
s = Slotted(); r = pickle.loads(pickle.dumps(s)); print(r.a, r.b)
w = pickle.loads(pickle.dumps(WithState())); print(w.v, w.cache)
for bad in [lambda: 1, (x for x in [])]:
    try: pickle.dumps(bad)
    except Exception as e: print(type(e).__name__)
def outer():
    def inner(): pass
    return inner
try: pickle.dumps(outer())
except Exception as e: print(type(e).__name__, e)
try: pickle.loads(b"")
except Exception as e: print(type(e).__name__, e)
try: pickle.loads(b"\x80\x04K")
except Exception as e: print(type(e).__name__, e)
try: pickle.loads(b"zzz")
except Exception as e: print(type(e).__name__, e)
try: pickle.loads("abc")
except Exception as e: print(type(e).__name__, e)
try: pickle.dumps(1, 6)
except Exception as e: print(type(e).__name__, e)
import io
f = io.BytesIO(); pickle.dump({"k": [1, 2]}, f); pickle.dump("second", f); f.seek(0)
print(pickle.load(f), pickle.load(f))
print(issubclass(pickle.PicklingError, pickle.PickleError), pickle.UnpicklingError.__mro__[1].__name__)
