import pickle
vals = [None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -2**31, 2**31, 2**40, -2**70, 2**2000 // 3,
        1.5, -0.0, float('inf'), "", "abc", "h\u00e9\n\\\u1234\U0001f600", "x" * 300,
        b"", b"ab\x00\xff", b"y" * 300, (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4),
        [], [1], [1, "a", 2.5], {}, {"a": 1}, {"a": 1, 2: [3]}, set(), {1, 2}, frozenset(), frozenset({3}),
        bytearray(b"ba"), bytearray(), list(range(1005)), [[1, 2]] * 2, ("s", "s")]
for v in vals:
    for p in range(6):
        try:
            d = pickle.dumps(v, p)
            r = pickle.loads(d)
            print(p, repr(v)[:40], d if len(d) < 200 else (len(d), d[:60], d[-20:]), r == v, type(r).__name__)
        except Exception as e:
            print(p, repr(v)[:40], type(e).__name__, e)
s = "shared"
x = [s, s, (s,)]
for p in range(6):
    print(p, pickle.dumps(x, p))
l = [1]; l.append(l)
for p in range(6):
    d = pickle.dumps(l, p); r = pickle.loads(d); print(p, d, r[1] is r)
d = {}; d["self"] = d
for p in range(6):
    b = pickle.dumps(d, p); r = pickle.loads(b); print(p, b, r["self"] is r)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, pickle.dumps(1))
