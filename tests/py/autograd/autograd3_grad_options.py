import torch
x = torch.tensor([1., 2.], requires_grad=True)
w = torch.tensor([3., 4.], requires_grad=True)
u = torch.tensor([5.], requires_grad=True)
print(torch.autograd.grad((x * w).sum(), [x, w]))
g, = torch.autograd.grad((x ** 2).sum(), x, create_graph=True)
print(g, g.requires_grad)
print(torch.autograd.grad(g.sum(), x))
try:
    torch.autograd.grad((x * 2).sum(), [x, u])
except RuntimeError as e:
    print('RuntimeError', e)
print(torch.autograd.grad((x * 2).sum(), [x, u], allow_unused=True))
print(torch.autograd.grad((x * 2).sum(), [x, u], allow_unused=True, materialize_grads=True))
y = x * w
print(torch.autograd.grad(y, x, grad_outputs=torch.ones(2), retain_graph=True))
print(torch.autograd.grad([y.sum(), (x ** 2).sum()], [x]))
print(x.grad, w.grad)
try:
    torch.autograd.grad((x * 2).sum(), torch.ones(2))
except RuntimeError as e:
    print('RuntimeError', e)
z = (x * 3).sum()
torch.autograd.grad(z, x, retain_graph=True)
print(torch.autograd.grad(z, x))
