import torch
x = torch.tensor([1., 2.])
try:
    torch.autograd.grad(x.sum(), x)
except RuntimeError as e:
    print(e)
y = torch.tensor([1., 2.], requires_grad=True)
try:
    torch.autograd.grad((y * 2).sum(), [y, x])
except RuntimeError as e:
    print(e)
