import torch
x = torch.tensor([1.5, 2.5], requires_grad=True)
y = torch.tensor([0.5, 4.0], requires_grad=True)
for name, f in [('add', lambda a, b: a + b * a), ('sub', lambda a, b: a * a - b * a), ('mul', lambda a, b: a * b),
                ('div', lambda a, b: a / b), ('pow', lambda a, b: a ** b), ('rsub', lambda a, b: 1 - a * b)]:
    gx, gy = torch.autograd.grad(f(x, y).sum(), (x, y), create_graph=True)
    print(name, gx, gy)
