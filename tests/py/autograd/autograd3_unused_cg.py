import torch
x = torch.tensor([1., 2.], requires_grad=True)
u = torch.tensor([5.], requires_grad=True)
g = torch.autograd.grad((x ** 2).sum(), [x, u], create_graph=True, allow_unused=True)
print(g)
g = torch.autograd.grad((x ** 2).sum(), [x, u], allow_unused=True, materialize_grads=True)
print(g)
