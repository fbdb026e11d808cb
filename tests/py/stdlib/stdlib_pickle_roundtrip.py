import pickle, io
from collections import Counter, OrderedDict
class Vocab:
    def __init__(self, words):
        self.freqs = Counter(words)
        self.itos = sorted(self.freqs)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.me = self
    def __eq__(self, other):
        return self.itos == other.itos
v = Vocab("the cat sat on the mat".split())
buf = io.BytesIO()
pickle.dump(v, buf)
pickle.dump({"a": [1, (2, 3)], "od": OrderedDict(x=1)}, buf, protocol=pickle.HIGHEST_PROTOCOL)
buf.seek(0)
w = pickle.load(buf)
print(type(w).__name__, w.freqs.most_common(2), w.stoi, w.me is w, w == v, w is v)
print(pickle.load(buf))
try:
    pickle.load(buf)
except EOFError as e:
    print("EOFError", e)
with open("v.pkl", "wb") as f:
    pickle.dump(v, f)
with open("v.pkl", "rb") as f:
    print(pickle.load(f).itos)
shared = [1, 2]
x = pickle.loads(pickle.dumps([shared, shared, 2.5, "s", None, b"b", {3, 4}]))
print(x, x[0] is x[1])
def outer():
    def inner():
        pass
    return inner
for obj in (outer(), (i for i in [])):
    try:
        pickle.dumps(obj)
    except Exception as e:
        print(type(e).__name__, e)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, issubclass(pickle.PicklingError, pickle.PickleError))
try:
    pickle.loads(b"")
except EOFError as e:
    print("EOFError", e)
