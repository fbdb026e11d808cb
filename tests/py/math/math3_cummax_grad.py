import torch
x = torch.tensor([2., 1., 3., 3.], requires_grad=True)
v, i = x.cummax(0)
v.sum().backward()
print(v, i, x.grad)
