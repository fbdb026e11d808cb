# pickle round trips (RL replay buffers saved and reloaded): shared and self-referencing structure kept, new objects,
# several objects in one file, EOFError at the end, refusals.
import pickle, io
d = {'a': [1, 2, (3, 4)], 'b': None, 'f': 1.5}
d['self'] = d
e = pickle.loads(pickle.dumps(d))
print(e['a'], e['self'] is e, e is d, e['a'] is d['a'])
with open('x.pkl', 'wb') as f:
    pickle.dump([1, 2, 3], f)
    pickle.dump('two', f, protocol=pickle.HIGHEST_PROTOCOL)
with open('x.pkl', 'rb') as f:
    print(pickle.load(f), pickle.load(f))
    try:
        pickle.load(f)
    except EOFError as ex:
        print('EOFError', ex)
buf = io.BytesIO()
pickle.Pickler(buf).dump({'k': (1, 2)})
buf.seek(0)
print(pickle.Unpickler(buf).load())
class Point:
    def __init__(self, x): self.x = x
p = pickle.loads(pickle.dumps([Point(3), Point(4)]))
print([q.x for q in p], type(p[0]).__name__)
def outer():
    def inner(): pass
    return inner
for bad in (outer(),):
    try:
        pickle.dumps(bad)
    except Exception as ex:
        print(type(ex).__name__, ex)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, issubclass(pickle.UnpicklingError, pickle.PickleError))
