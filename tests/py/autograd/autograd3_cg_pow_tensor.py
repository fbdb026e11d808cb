import torch
x = torch.tensor([1.5, 2.], requires_grad=True)
e = torch.tensor([2., 3.], requires_grad=True)
y = (x ** e).sum()
gx, ge = torch.autograd.grad(y, (x, e), create_graph=True)
print(gx, ge)
print(torch.autograd.grad((gx + ge).sum(), (x, e)))
