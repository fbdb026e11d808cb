import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
x = torch.randn(2, 3)
with torch.inference_mode():
    o = m(x)
print(o, o.is_inference(), o.requires_grad)
print(m[0].weight.is_inference())
try:
    m(o.expand(2, 3)).sum().backward()
except Exception as e:
    print(type(e).__name__, e)
o2 = m(o.clone().expand(2, 3))
print(o2.requires_grad, o2.is_inference())
o3 = m(x)
o3.sum().backward()
print(m[2].bias.grad)
