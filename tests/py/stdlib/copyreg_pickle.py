import copyreg, pickle, copy
class Vec:
    def __init__(self, x, y): self.x, self.y = x, y
def reduce_vec(v):
    return Vec, (v.x, v.y)
copyreg.pickle(Vec, reduce_vec)
d = pickle.dumps(Vec(1, 2))
print(d)
v = pickle.loads(d); print(type(v).__name__, v.x, v.y)
print(Vec in copyreg.dispatch_table, copyreg.__newobj__.__name__)
try:
    copyreg.pickle(Vec, 5)
except TypeError as e:
    print(e)
class P(pickle.Pickler):
    def persistent_id(self, obj):
        return "ext" if obj == "EXTERNAL" else None
class U(pickle.Unpickler):
    def persistent_load(self, pid):
        return "resolved:" + pid
import io
b = io.BytesIO(); P(b, protocol=2).dump(["a", "EXTERNAL"])
print(b.getvalue()); b.seek(0); print(U(b).load())
b = io.BytesIO(); P(b, protocol=0).dump(["EXTERNAL"]); print(b.getvalue())
class WithNewArgs(int):
    def __new__(cls, v, tag): 
        o = int.__new__(cls, v); o.tag = tag; return o
    def __getnewargs__(self): return (int(self), self.tag)
w = pickle.loads(pickle.dumps(WithNewArgs(7, "t"), 2)); print(w, w.tag)
print(pickle.dumps(WithNewArgs(7, "t"), 4))
