import torch
a = torch.tensor([1., 2.], requires_grad=True)
b = torch.tensor([3.], requires_grad=True)
y = (torch.cat([a * a, b * a[0]]) ** 2).sum()
ga, gb = torch.autograd.grad(y, (a, b), create_graph=True)
print(ga, gb)
print(torch.autograd.grad(ga.sum() + gb.sum(), (a, b)))
