import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(1)
net = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
net(torch.randn(5, 2)).sum().backward()
print(nn.utils.clip_grad_norm_(net.parameters(), 0.5, norm_type=1))
net.zero_grad()
net(torch.randn(5, 2)).sum().backward()
print(nn.utils.clip_grad_norm_(net.parameters(), 0.5, norm_type=float('inf')))
print(nn.utils.clip_grad_norm_(net.parameters(), 100.0))
print(net[0].weight.grad)
p = nn.Parameter(torch.ones(3))
print(nn.utils.clip_grad_norm_(p, 1.0))
print(nn.utils.clip_grad_norm_([], 1.0))
p.grad = torch.tensor([3.0, 4.0, 0.0])
print(nn.utils.clip_grad_norm_([p], 1.0), p.grad)
p.grad = torch.tensor([float('inf'), 1.0, 0.0])
tr(lambda: nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True))
