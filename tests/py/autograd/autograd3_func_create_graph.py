import torch
from torch.autograd.functional import jacobian
x = torch.tensor([1., 2.], requires_grad=True)
J = jacobian(lambda x: x ** 3, x, create_graph=True)
print(J)
J.sum().backward()
print(x.grad)
