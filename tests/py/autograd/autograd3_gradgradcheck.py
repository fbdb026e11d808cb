import torch
from torch.autograd import gradcheck, gradgradcheck
torch.manual_seed(0)
x = torch.randn(3, dtype=torch.double, requires_grad=True)
print(gradgradcheck(torch.tanh, (x,)))
print(gradgradcheck(lambda a: (a * a * a).sum(), (x,)))
print(gradgradcheck(torch.sigmoid, (x,), (torch.ones(3, dtype=torch.double),)))
print(torch.rand(2))
