import torch
import torch.nn as nn

pd = nn.ParameterDict({"w": nn.Parameter(torch.ones(2, 2)), "b": nn.Parameter(torch.zeros(2))})
print(pd)
print(list(pd.keys()))
pd["s"] = nn.Parameter(torch.tensor(3.0))
pd.update({"t": nn.Parameter(torch.ones(1))})
print(list(pd.keys()))
print("w" in pd, "zz" in pd)
v = pd.pop("b")
print(v)
print(list(pd.keys()), len(pd))
print([n for n, _ in pd.named_parameters()])
print(pd.get("nope"), pd.get("nope", 7))
for k, p in pd.items():
    print(k, tuple(p.shape), p.requires_grad)
pd2 = pd.copy()
print(type(pd2).__name__, list(pd2.keys()))
del pd["w"]
print(list(pd.keys()))
try:
    pd["w"]
except (KeyError, AttributeError) as e:
    print(type(e).__name__, e)
pd.clear()
print(pd)
print(nn.ParameterDict())
