import torch
x = torch.tensor([1., 2.], requires_grad=True)
print(x._version)
with torch.no_grad():
    x.add_(1)
    x.mul_(2)
print(x._version, x.grad_fn, x.is_leaf)
y = x * 2
print(y._version)
y.add_(1)
print(y._version, y.grad_fn.name())
v = y[0]
v.mul_(3)
print(y._version, v._version, y.grad_fn.name())
a = torch.tensor([1., 2.], requires_grad=True)
b = a.sigmoid()
b.mul_(2)
try:
    b.sum().backward()
except RuntimeError as e:
    print('RuntimeError', str(e)[:160])
c = a.exp()
d = c * 1
c.add_(1)
try:
    d.sum().backward()
    print(a.grad)
except RuntimeError as e:
    print('RuntimeError', str(e)[:160])
