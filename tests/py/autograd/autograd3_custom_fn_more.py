import torch
from torch.autograd import Function
class Sq(Function):
    @staticmethod
    def forward(x):
        return x * x
    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)
    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
x = torch.tensor([1., 3.], requires_grad=True)
y = Sq.apply(x)
print(y, y.grad_fn.name())
y.sum().backward(); print(x.grad)
class Bad(Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b
    @staticmethod
    def backward(ctx, g):
        return g
try:
    Bad.apply(x, x).sum().backward()
except Exception as e: print(type(e).__name__, e)
class Bad2(Function):
    @staticmethod
    def forward(ctx, a):
        return a * 2
    @staticmethod
    def backward(ctx, g):
        return g[:1]
try:
    Bad2.apply(x).sum().backward()
except Exception as e: print(type(e).__name__, e)
class Inplace(Function):
    @staticmethod
    def forward(ctx, a):
        a.mul_(2)
        ctx.mark_dirty(a)
        return a
    @staticmethod
    def backward(ctx, g):
        return g * 2
z = x.clone()
o = Inplace.apply(z)
print(o is z, o.grad_fn.name(), z._version)
o.sum().backward(); print(x.grad)
class Mat(Function):
    @staticmethod
    def forward(ctx, a):
        ctx.set_materialize_grads(False)
        return a.clone(), a.clone()
    @staticmethod
    def backward(ctx, g1, g2):
        print('g2 is None', g2 is None)
        return g1
p, q = Mat.apply(x)
p.sum().backward()
class SaveNonTensor(Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a, 3)
        return a * 1
    @staticmethod
    def backward(ctx, g): return g
try:
    SaveNonTensor.apply(x)
except Exception as e: print(type(e).__name__, e)
class Twice(Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a ** 3
    @staticmethod
    def backward(ctx, g):
        a, = ctx.saved_tensors
        return 3 * a ** 2 * g
w = torch.tensor([2.], requires_grad=True)
g1, = torch.autograd.grad(Twice.apply(w), w, create_graph=True)
print(g1)
g2, = torch.autograd.grad(g1, w)
print(g2)
print(type(Twice.apply(w).grad_fn).__name__)
