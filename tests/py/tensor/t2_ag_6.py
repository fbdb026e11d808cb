import torch
# autograd.grad: allow_unused, create_graph, retain_graph, grad_outputs
x = torch.tensor(3., requires_grad=True)
y = torch.tensor(4., requires_grad=True)
u = torch.tensor(1., requires_grad=True)
f = x ** 2 * y
gx, gy = torch.autograd.grad(f, (x, y), retain_graph=True)
print(gx, gy, x.grad)
try:
    torch.autograd.grad(f, [x, u], retain_graph=True)
except Exception as e:
    print(type(e).__name__, e)
print(torch.autograd.grad(f, [x, u], allow_unused=True, retain_graph=True))
print(torch.autograd.grad(f, [x, u], allow_unused=True, materialize_grads=True, retain_graph=True))
(g,) = torch.autograd.grad(f, x, create_graph=True)
print(g, g.requires_grad)
(g2,) = torch.autograd.grad(g, x)
print(g2)
v = torch.tensor([1., 2.], requires_grad=True)
w = v * v
print(torch.autograd.grad(w, v, grad_outputs=torch.tensor([1., 1.])))
try:
    torch.autograd.grad(v * v, v)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.autograd.grad(torch.ones(1).sum(), v)
except Exception as e:
    print(type(e).__name__, e)
