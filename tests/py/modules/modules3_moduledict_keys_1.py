import torch.nn as nn
from collections import OrderedDict

for arg in [{1: nn.ReLU()}, {"a.b": nn.ReLU()}, {"": nn.ReLU()}, {"ok": 3}, [("x", nn.ReLU(), 1)], "abc"]:
    try:
        d = nn.ModuleDict(arg)
        print("ok", list(d.keys()))
    except Exception as e:
        print(type(e).__name__, e)
d = nn.ModuleDict(OrderedDict([("z", nn.ReLU()), ("a", nn.Tanh())]))
print(list(d.keys()))
d2 = nn.ModuleDict({"z": nn.ReLU(), "a": nn.Tanh()})
print(list(d2.keys()))
d2.update(nn.ModuleDict({"m": nn.ELU()}))
print(list(d2.keys()))
print(list(iter(d2)))
print(d2.get("m") if hasattr(d2, "get") else "no get")
d2["z"] = nn.GELU()
print(d2)
for k in ["training", "forward", "keys"]:
    try:
        d2[k] = nn.ReLU()
        print(k, "ok", list(d2.keys()))
    except Exception as e:
        print(k, type(e).__name__, e)
