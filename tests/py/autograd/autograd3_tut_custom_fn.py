import torch
from torch.autograd import Function

class MyExp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

x = torch.tensor([0., 1.], requires_grad=True)
y = MyExp.apply(x)
print(y, y.grad_fn.name(), type(y.grad_fn).__name__)
y.sum().backward()
print(x.grad)

class MulConst(Function):
    @staticmethod
    def forward(ctx, t, k):
        ctx.k = k
        print('needs', ctx.needs_input_grad)
        return t * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None

a = torch.tensor([1., 2.], requires_grad=True)
MulConst.apply(a, 3.0).sum().backward()
print(a.grad)
b = torch.tensor([1., 2.])
print(MulConst.apply(b, 2.0).requires_grad)
