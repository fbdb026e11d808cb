import torch
x = torch.ones(2, requires_grad=True)
y = x * 2
print(y.grad_fn.metadata)
print(type(y.grad_fn.metadata).__name__)
