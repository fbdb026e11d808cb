import torch
# in-place through views of non-leaves: grad_fn names and gradients
x = torch.arange(6., requires_grad=True)
z = x * 2
v = z.view(2, 3)
v[0, 1] = -1.
print(z.grad_fn.name(), v.grad_fn.name())
(v * torch.arange(6.).view(2, 3)).sum().backward()
print(x.grad)
x.grad = None
z = x + 0
v = z[1:5]
v[...] = 3.
print(v.grad_fn.name(), z.grad_fn.name())
z.sum().backward()
print(x.grad)
x.grad = None
z = x.exp()
v = z.view(3, 2)
v[:, 0] = torch.tensor([1., 2., 3.])
print(v.grad_fn.name(), v)
try:
    v.sum().backward()
except RuntimeError as e:
    print(e)
print(x.grad)
x.grad = None
z = x * 1
v = z.view(2, 3)
v[v > 3] = 0.
print(v.grad_fn.name(), z.grad_fn.name(), z)
z.pow(2).sum().backward()
print(x.grad)
x.grad = None
z = x * 1
v = z[2:]
v[[0, 1]] = torch.tensor([7., 8.])
print(v.grad_fn.name(), z)
with torch.no_grad():
    w = (x * 1).view(6)
    w[0] = 5.
    print(w.grad_fn)
a = torch.zeros(4)
b = a.view(2, 2)
b[0] = 1.
print(a, b.grad_fn)
q = torch.ones(3, requires_grad=True)
r = q.clone()
s = r[:2]
s.mul_(3)
print(s.grad_fn.name(), r.grad_fn.name())
r.sum().backward()
print(q.grad)
