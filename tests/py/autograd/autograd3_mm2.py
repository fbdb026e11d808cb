import torch
A = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
B = torch.tensor([[0.5, -1.], [2., 1.]], requires_grad=True)
y = (A @ B).pow(2).sum()
gA, gB = torch.autograd.grad(y, (A, B), create_graph=True)
print(gA, gB, sep='\n')
z = gA.sum() + gB.sum()
hA, hB = torch.autograd.grad(z, (A, B))
print(hA, hB, sep='\n')
