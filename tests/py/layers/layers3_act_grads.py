import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(1)
x = torch.randn(12) * 2
for m in [nn.SELU(), nn.CELU(), nn.Hardswish(), nn.Hardsigmoid(), nn.Threshold(0.1, 20.0), nn.Softshrink(), nn.Hardshrink(), nn.RReLU().eval(), nn.GLU(), nn.LogSigmoid()]:
    xr = x.clone().requires_grad_(True)
    m(xr).sum().backward()
    print(type(m).__name__, xr.grad)
