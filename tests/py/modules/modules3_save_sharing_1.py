import torch
import torch.nn as nn

t = torch.arange(6.0)
v = t[2:4]
w = t.view(2, 3)
torch.save({"t": t, "v": v, "w": w, "again": t}, "shared.pt")
d = torch.load("shared.pt")
print(d["again"] is d["t"])
d["v"][0] = 100.0
print(d["t"])
print(d["w"])
print(d["v"].storage_offset(), d["w"].stride(), d["v"]._base is None)
print(t)  # the original is untouched

p = nn.Parameter(torch.ones(2, 2))
torch.save(p, "param.pt")
q = torch.load("param.pt")
print(type(q).__name__, q.requires_grad, q is p)
print(q)

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
torch.save({"x": x, "y": y}, "graph.pt")
x.grad = torch.ones(2)
g = torch.load("graph.pt")
print(g["y"], g["y"].is_leaf, g["y"].grad_fn)
print(g["x"].grad, g["x"].requires_grad)

# tied weights stay tied
emb = nn.Embedding(4, 3)
out = nn.Linear(3, 4, bias=False)
out.weight = emb.weight
m = nn.ModuleDict({"emb": emb, "out": out})
torch.save(m, "tied.pt")
m2 = torch.load("tied.pt", weights_only=False)
print(m2["out"].weight is m2["emb"].weight)
print(list(m2.state_dict().keys()))

ints = torch.tensor([[1, 2], [3, 4]], dtype=torch.int64).t()
torch.save(ints, "ints.pt")
r = torch.load("ints.pt")
print(r, r.dtype, r.stride(), r.is_contiguous())
b = torch.tensor([True, False])
torch.save((b, torch.tensor(3.5, dtype=torch.float64)), "tuple.pt")
print(torch.load("tuple.pt"))
