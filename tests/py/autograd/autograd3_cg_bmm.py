import torch
a = torch.arange(8.).view(2, 2, 2).requires_grad_(True)
b = torch.ones(2, 2, 2, requires_grad=True)
y = torch.bmm(a, b).pow(2).sum()
ga, gb = torch.autograd.grad(y, (a, b), create_graph=True)
print(ga, gb, sep='\n')
print(torch.autograd.grad(ga.sum(), (a, b)))
