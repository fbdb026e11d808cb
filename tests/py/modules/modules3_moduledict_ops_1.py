import torch
import torch.nn as nn

torch.manual_seed(0)
d = nn.ModuleDict({"b": nn.Linear(2, 3), "a": nn.ReLU()})
print(list(d.keys()))
d.update({"c": nn.Tanh(), "a": nn.Sigmoid()})
print(list(d.keys()))
print([type(v).__name__ for v in d.values()])
for k, v in d.items():
    print(k, v)
print("a" in d, "z" in d, len(d))
p = d.pop("b")
print(type(p).__name__, list(d.keys()))
d["x"] = nn.Identity()
del d["c"]
print(d)
d.update([("y", nn.GELU()), ("z", nn.ELU())])
print(list(d))
try:
    d.update(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.update([("a",)])
except ValueError as e:
    print(type(e).__name__, e)
try:
    d["q"]
except KeyError as e:
    print(type(e).__name__, e)
d.clear()
print(d, len(d))
print(nn.ModuleDict())
