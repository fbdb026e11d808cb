import torch
x = torch.tensor([3., 1., 2., 5.], requires_grad=True)
m = x.median()
m.backward()
print(m, x.grad)
x.grad = None
v, i = x.view(2, 2).median(1)
v.sum().backward()
print(v, i, x.grad)
