import torch
x = torch.tensor([[1.], [2.]], requires_grad=True)
y = torch.tensor([1., 2., 3.], requires_grad=True)
z = (x * y).pow(2).sum()
gx, gy = torch.autograd.grad(z, (x, y), create_graph=True)
print(gx, gy)
print(torch.autograd.grad(gx.sum(), (x, y)))
