import torch
class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        return a * 2
    @staticmethod
    def backward(ctx, g):
        return g * 2
x = torch.ones(2, requires_grad=True)
y = F.apply(x)
g = y.grad_fn
print(type(g).__name__, g.name())
print([(f.name(), i) for f, i in g.next_functions])
z = y * 3
print(z.grad_fn.next_functions[0][0] is g)
w = torch.ones(2, requires_grad=True)
out = (F.apply(x * w) + F.apply(w)).sum()
def walk(fn, d=0):
    if fn is None:
        return
    print('  ' * d + fn.name())
    for f, _ in fn.next_functions:
        walk(f, d + 1)
walk(out.grad_fn)
out.backward()
print(x.grad, w.grad)
