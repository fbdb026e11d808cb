import torch
a = torch.tensor([[2., 0.], [0., 4.]], requires_grad=True)
d = torch.det(a)
d.backward()
print(d, a.grad)
b = torch.tensor([[2., 0.], [0., 4.]], requires_grad=True)
i = torch.inverse(b)
i.sum().backward()
print(i.grad_fn.name(), b.grad)
