import torch
sd = {"fc1.weight": torch.zeros(2, 2), "fc1.bias": torch.zeros(2), "fc2.weight": torch.ones(1, 2)}
shapes = {k: tuple(v.shape) for k, v in sd.items()}
print(shapes)
merged = shapes | {"fc2.bias": (1,)}
print(merged)
shapes |= {"extra": ()}
print(list(shapes))
print(sorted(shapes.items(), key=lambda kv: (len(kv[1]), kv[0])))
inv = {}
for k, v in shapes.items():
    inv.setdefault(v, []).append(k)
print(inv)
print(dict.fromkeys(["a", "b"], 0), dict(zip("xyz", range(3))), {**shapes, "fc1.bias": "replaced"}["fc1.bias"])
d = {"b": 1, "a": 2}
print(list(d), list(d.values()), list(d.items()), d.keys() & {"a", "c"}, d.keys() - {"a"})
print(d.pop("a"), d.pop("zz", "default"), d.popitem(), d)
try:
    d.popitem()
except KeyError as e:
    print(type(e).__name__, e)
e = {}
e["x"] = e.get("x", 0) + 1
print(e, {k: v for k, v in sorted({"z": 1, "y": 2}.items())}, len({}), bool({}))
print({1: "a", True: "b", 1.0: "c"}, {(1, 2): "t"}, repr({"k": None}))
print(str({"w": torch.tensor([1.0, 2.0])}))
print(list(reversed({"a": 1, "b": 2})), {"a": 1} == {"a": 1.0}, max({"a": 3, "b": 1}, key=lambda k: {"a": 3, "b": 1}[k]))
