import torch
x = torch.ones(2, requires_grad=True)
y = x * 3
z = y.sum()
print(x.retains_grad, y.retains_grad, z.retains_grad)
y.retain_grad()
x.retain_grad()
print(x.retains_grad, y.retains_grad)
z.backward()
print(y.grad, x.grad)
print(y.grad_fn is y.grad_fn, z.grad_fn.next_functions[0][0] is y.grad_fn)
g = y.grad_fn
del y
print(type(g).__name__, g.name())
print(torch.ones(1).retains_grad)
