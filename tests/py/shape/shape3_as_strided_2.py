import torch
x = torch.arange(6.).requires_grad_()
y = x.as_strided((2, 2), (1, 2))
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
x.grad = None
z = x.as_strided((3, 2), (2, 1), 0)
(z * torch.tensor([[1., 2.], [3., 4.], [5., 6.]])).sum().backward()
print(x.grad)
