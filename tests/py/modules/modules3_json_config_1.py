import json
import torch
import torch.nn as nn

cfg = {"model": "mlp", "layers": [4, 8, 2], "dropout": 0.1, "act": None, "bias": True,
       "lr": 1e-3, "tags": ("a", "b"), "中文": "模型", "nested": {"x": 1, "y": [1.5, float("inf")]}}
print(json.dumps(cfg))
print(json.dumps(cfg, indent=2))
print(json.dumps(cfg, indent=4, sort_keys=True, ensure_ascii=False))
print(json.dumps(cfg["layers"], separators=(",", ":")))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
print(json.dumps([]), json.dumps({}), json.dumps([[]], indent=2), json.dumps("q\"\n\t\\"), json.dumps(3))
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
shapes = {n: list(p.shape) for n, p in net.named_parameters()}
print(json.dumps(shapes, indent=2))
try:
    json.dumps({"w": net[0].weight})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({"w": torch.ones(2)}, default=lambda t: t.tolist()))
s = json.dumps(cfg)
back = json.loads(s)
print(back)
print(back == cfg, back["tags"])
print(json.loads('{"a": [1, 2.0, -3e2, true, false, null], "b": "\\u4e2d\\n"}'))
for bad in ['', '{"a": 1,}', '[1 2]', '{"a" 1}', 'nul', '"abc', '{1: 2}', '[1] x']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", type(e).__name__, e, isinstance(e, ValueError))
l = []
l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print(type(e).__name__, e)
print(json.dumps(float("nan")), json.dumps(1e100), json.dumps(0.1), json.dumps(-0.0), json.dumps(10**20))
