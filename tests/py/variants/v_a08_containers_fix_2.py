import torch
import torch.nn as nn
from collections import OrderedDict

md = nn.ModuleDict()
md["encoder"] = nn.Linear(3, 2)
md.update({"decoder": nn.Linear(2, 3)})
md.update([("act", nn.ReLU()), ("drop", nn.Dropout(0.2))])
md.update(OrderedDict([("z", nn.Identity())]))
print(md)
print(list(md.keys()))
print("act" in md, "nope" in md, len(md))
for k, v in md.items():
    print(k, type(v).__name__)
print([type(v).__name__ for v in md.values()])
print(md.pop("drop"))
del md["z"]
print(list(md))
try:
    md.update([("a", nn.ReLU(), 1)])
except ValueError as e:
    print("ValueError:", e)
try:
    md.update([nn.ReLU()])
except TypeError as e:
    print("TypeError:", e)
try:
    md.update(5)
except TypeError as e:
    print("TypeError:", e)
try:
    md["a.b"] = nn.ReLU()
except KeyError as e:
    print("KeyError:", e)
try:
    md["training"] = nn.ReLU()
except KeyError as e:
    print("KeyError:", e)
md.clear()
print(md, len(md))
