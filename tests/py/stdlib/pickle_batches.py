# pickle's batching: lists, dicts and sets around the 1000-item batch size, every protocol (bytes as CPython's).
import pickle, hashlib
for proto in range(6):
    for obj in ([], [1], list(range(1000)), list(range(1001)), list(range(2500)), {}, {1: 2}, {i: i for i in range(1000)},
                {i: str(i) for i in range(2001)}, set(), {1}, set(range(1000)), set(range(1500)), frozenset(range(1200))):
        print(proto, len(obj), hashlib.md5(pickle.dumps(obj, proto)).hexdigest(), pickle.loads(pickle.dumps(obj, proto)) == obj)
