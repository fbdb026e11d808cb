import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    def backward(ctx, gv, gi):
        idx, = ctx.saved_tensors
        g = torch.zeros_like(gv)
        g.scatter_(0, idx, gv)
        return g

x = torch.tensor([3., 1., 2.], requires_grad=True)
v, i = SortWithIdx.apply(x)
print(v, i, v.requires_grad, i.requires_grad)
(v * torch.tensor([1., 10., 100.])).sum().backward()
print(x.grad)

class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 3 * x ** 2 * g

y = torch.tensor([2.], requires_grad=True)
out = Cube.apply(y)
out.backward()
print(y.grad)
