import torch
a = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
b = torch.tensor([[0., 1.], [1., 0.]], requires_grad=True)
r = torch.einsum('ij,jk->ik', a, b)
print(r)
r.sum().backward()
print(a.grad, b.grad)
d = torch.einsum('ii->i', a)
print(d.grad_fn.name())
