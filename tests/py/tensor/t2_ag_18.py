import torch
# torch.autograd.functional-free jacobians by loop; higher order grads
x = torch.tensor([1., 2.], requires_grad=True)
y = torch.stack([x[0] * x[1], x[0] ** 2 + x[1]])
jac = []
for i in range(2):
    g, = torch.autograd.grad(y[i], x, retain_graph=True)
    jac.append(g)
print(torch.stack(jac))
a = torch.tensor(2., requires_grad=True)
f = a ** 4
g1, = torch.autograd.grad(f, a, create_graph=True)
g2, = torch.autograd.grad(g1, a, create_graph=True)
g3, = torch.autograd.grad(g2, a)
print(g1, g2, g3)
b = torch.tensor(1.5, requires_grad=True)
out = torch.sin(b)
out.backward(create_graph=True)
print(b.grad, b.grad.requires_grad)
gg = b.grad
b.grad = None
gg.backward()
print(b.grad)
