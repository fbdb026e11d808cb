import torch, torch.nn as nn
torch.manual_seed(0)
lin = nn.Linear(2, 2)
x = torch.randn(3, 2)
with torch.no_grad():
    y = lin(x)
print(y.requires_grad, y.grad_fn)
torch.set_grad_enabled(False)
print(lin(x).requires_grad)
torch.set_grad_enabled(True)
with torch.enable_grad():
    print(lin(x).requires_grad)
with torch.set_grad_enabled(False):
    print(lin(x).requires_grad, torch.is_grad_enabled())
print(torch.is_grad_enabled())
out = lin(x)
det = out.detach()
print(det.requires_grad, det.grad_fn, out.grad_fn.name())
loss = out.pow(2).mean()
loss.backward()
print(lin.weight.grad)
print(lin.bias.grad)
