import torch
# scatter views grad
x = torch.zeros(3, 4, requires_grad=True)
s = torch.ones(4, requires_grad=True)
y = torch.select_scatter(x, s, 0, 1)
print(y.grad_fn.name())
(y * torch.arange(12.).view(3, 4)).sum().backward()
print(x.grad, s.grad)
z = torch.slice_scatter(x, torch.ones(3, 2), 1, 0, 4, 2)
print(z.grad_fn.name())
d = torch.diagonal_scatter(x, s[:3])
print(d.grad_fn.name())
