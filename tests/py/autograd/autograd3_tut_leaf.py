import torch
a = torch.tensor([2., 3.], requires_grad=True)
b = a * 4
c = b.mean()
print(a.is_leaf, b.is_leaf, c.is_leaf)
print(a.requires_grad, b.requires_grad, c.requires_grad)
print(a.grad_fn, b.grad_fn.name(), c.grad_fn.name())
c.backward()
print(a.grad)
print(b.grad)
d = torch.rand(2)
print(d.is_leaf, d.requires_grad, d.grad)
e = d.cuda() if False else d.to(torch.float64)
print(e.is_leaf)
