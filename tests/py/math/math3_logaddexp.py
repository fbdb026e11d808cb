import torch
a = torch.tensor([-1., 0., 1., 100., float('-inf')])
b = torch.tensor([2., 0., -1., 100., float('-inf')])
print(torch.logaddexp(a, b))
print(torch.logaddexp2(a, b))
print(torch.logaddexp(a.double(), b.double()).tolist())
