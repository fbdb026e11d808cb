import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
m[0].weight.requires_grad = False
x = torch.randn(3, 2)
y = m(x).sum()
y.backward()
for n, p in m.named_parameters():
    print(f"{n:<10} rg={str(p.requires_grad):<5} grad={'None' if p.grad is None else tuple(p.grad.shape)}")
print(y.requires_grad, y.grad_fn.__class__.__name__)
with torch.no_grad():
    z = m(x)
print(z.requires_grad, z.grad_fn)
m.requires_grad_(False)
print(m(x).requires_grad)
