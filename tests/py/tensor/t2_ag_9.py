import torch
# version counter errors
x = torch.tensor([1., 2.], requires_grad=True)
y = x.sigmoid()
y.mul_(2)
try:
    y.sum().backward()
except Exception as e:
    print(type(e).__name__, e)
a = torch.tensor([1., 2.], requires_grad=True)
b = a * 1
c = b ** 2
b.add_(1)
try:
    c.sum().backward()
except Exception as e:
    print(type(e).__name__, e)
p = torch.tensor([1., 2.], requires_grad=True)
q = p * 3
q.add_(1)
q.sum().backward()
print(p.grad, q.grad_fn.name(), q._version)
r = torch.tensor([1., 2.], requires_grad=True)
s = r.exp()
t = s.view(2)
t.mul_(2)
print(s.grad_fn.name() if s.grad_fn else None, t.grad_fn.name())
try:
    s.sum().backward()
except Exception as e:
    print(type(e).__name__, e)
v = torch.zeros(3)
print(v._version)
v.add_(1)
v[0] = 5
v.zero_()
print(v._version)
