import torch
x = torch.ones(2, requires_grad=True); v = x * 2
a = v.grad_fn.next_functions[0][0]
print(a.name(), type(a).__name__)
print(a.variable is x)
y = x * 1; y[0] = 5
print(y.grad_fn.name(), type(y.grad_fn).__name__)
