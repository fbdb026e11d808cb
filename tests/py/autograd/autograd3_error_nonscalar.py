import torch
x = torch.tensor([1., 2.], requires_grad=True)
try:
    torch.autograd.grad(x * 2, x, create_graph=True)
except RuntimeError as e:
    print(e)
try:
    (x * 2).backward(create_graph=True)
except RuntimeError as e:
    print(e)
