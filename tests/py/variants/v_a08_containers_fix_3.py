import torch
import torch.nn as nn
from collections import OrderedDict

pd = nn.ParameterDict({"w": torch.ones(2), "b": nn.Parameter(torch.zeros(2)), "a": torch.tensor([1.0])})
print(list(pd.keys()))
print(type(pd["w"]).__name__, pd["w"].requires_grad)
pd["c"] = torch.ones(1, dtype=torch.float64)
print(pd)
print("c" in pd, len(pd))
print(pd.get("zzz"), pd.get("zzz", 5))
p = pd.pop("a")
print(p, list(pd.keys()))
pd.update({"y": torch.ones(1), "x": torch.ones(1)})
print(list(pd.keys()))
pd.update(OrderedDict([("q", torch.ones(1)), ("p", torch.ones(1))]))
print(list(pd.keys()))
print([k for k, _ in pd.named_parameters()])
print(list(reversed(pd)))
try:
    pd["missing"]
except AttributeError as e:
    print("AttributeError:", e)
try:
    pd[3] = torch.ones(1)
except TypeError as e:
    print("TypeError:", e)
try:
    print([k for k, v in pd.items()])
except TypeError as e:
    print("items TypeError:", e)
print(list(pd.keys()))
del pd._keys[3]
cp = pd.copy()
print(type(cp).__name__, list(cp.keys()) == list(pd.keys()), cp["w"] is pd["w"])
