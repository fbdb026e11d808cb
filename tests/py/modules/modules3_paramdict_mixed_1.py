import torch
import torch.nn as nn

pd = nn.ParameterDict({"w": torch.ones(2), "n": 3, "s": "hello", "p": nn.Parameter(torch.zeros(1), requires_grad=False)})
print(pd)
print({k: type(v).__name__ for k, v in pd.items()})
print(pd["w"].requires_grad, pd["p"].requires_grad)
print([n for n, _ in pd.named_parameters()])
pl = nn.ParameterList([torch.ones(2), 5, "x", None, nn.Parameter(torch.zeros(2, 2))])
print(pl)
print([type(v).__name__ for v in pl])
print(len(list(pl.parameters())))
pd2 = nn.ParameterDict()
pd2["a"] = torch.tensor([1.0, 2.0])
pd2.setdefault("b", torch.zeros(1))
pd2.setdefault("a", torch.zeros(5))
print(pd2)
print(pd2.fromkeys(["x", "y"], torch.ones(1)))
print(list(reversed(pd2)))
pd3 = pd2 | nn.ParameterDict({"c": torch.ones(3)})
print(type(pd3).__name__, list(pd3.keys()))
pd2 |= {"d": torch.ones(1)}
print(list(pd2.keys()))
print(pd2.popitem()[0], list(pd2.keys()))
