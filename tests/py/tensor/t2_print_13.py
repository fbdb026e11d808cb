import torch
# printing parameters and lists of tensors
import torch.nn as nn
p = nn.Parameter(torch.tensor([1., 2.]))
print(p)
print(repr(p))
print([p])
print(nn.Parameter(torch.zeros(2, 2)))
print(nn.Parameter(torch.tensor(1.5)))
print(nn.Parameter(torch.ones(2), requires_grad=False))
print([torch.tensor(1), torch.tensor([2., 3.])])
print((torch.tensor([1, 2]), torch.tensor(2.5)))
print({'w': torch.ones(2, 2)})
print(p * 2, p.data, p.detach())
