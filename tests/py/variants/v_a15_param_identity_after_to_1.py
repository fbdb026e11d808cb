import torch
import torch.nn as nn

m = nn.Sequential(nn.Linear(3, 2), nn.LayerNorm(2))
ids_before = [p for p in m.parameters()]
m.float()
print("same after float:", all(a is b for a, b in zip(ids_before, m.parameters())))
ptrs = [p.data_ptr() for p in m.parameters()]
m.double()
print("same objects after double:", all(a is b for a, b in zip(ids_before, m.parameters())))
print("same storage:", [p.data_ptr() == q for p, q in zip(m.parameters(), ptrs)])
print([type(p).__name__ for p in m.parameters()], [p.requires_grad for p in m.parameters()])
m[0].weight.requires_grad_(False)
m.half()
print(m[0].weight.requires_grad, m[0].weight.dtype, m[1].weight.dtype)
opt = torch.optim.Adam(m.parameters(), lr=0.1)
print([p is q for p, q in zip(opt.param_groups[0]["params"], m.parameters())])
