import torch, torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
x = torch.randn(5, 4)
m(x).pow(2).sum().backward()
print(parameters_to_vector(p.grad for p in m.parameters()))
n = clip_grad_norm_(m.parameters(), max_norm=0.5)
print(n, parameters_to_vector(p.grad for p in m.parameters()).norm())
m(x).pow(2).sum().backward()
print(clip_grad_norm_(m.parameters(), 1.0, norm_type=float("inf")))
print(clip_grad_norm_(m.parameters(), 1.0, norm_type=1))
clip_grad_value_(m.parameters(), 0.01)
print(m[0].weight.grad)
v = parameters_to_vector(m.parameters())
print(v.shape, v[:5])
vector_to_parameters(torch.arange(v.numel(), dtype=torch.float32) / 100, m.parameters())
print(m[2].bias, m[0].weight[0])
print(clip_grad_norm_([], 1.0))
w = nn.Parameter(torch.ones(3))
w.grad = torch.tensor([3.0, 4.0, 0.0])
print(clip_grad_norm_(w, 1.0), w.grad)
try:
    vector_to_parameters([1, 2], m.parameters())
except Exception as e:
    print(type(e).__name__, e)
try:
    w.grad = torch.tensor([float("nan"), 1.0, 0.0])
    clip_grad_norm_(w, 1.0, error_if_nonfinite=True)
except Exception as e:
    print(type(e).__name__, e)
