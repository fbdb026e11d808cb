import torch
from torch.autograd import gradcheck
from torch.autograd.gradcheck import GradcheckError

class BadExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, i):
        r = i.exp()
        ctx.save_for_backward(r)
        return r

    @staticmethod
    def backward(ctx, g):
        r, = ctx.saved_tensors
        return g * r * 2

x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.double, requires_grad=True)
try:
    gradcheck(BadExp.apply, (x,))
except GradcheckError as e:
    print(type(e).__name__, isinstance(e, RuntimeError))
    print(e)
print(gradcheck(BadExp.apply, (x,), raise_exception=False))
try:
    gradcheck(torch.exp, (torch.ones(2, dtype=torch.double),))
except ValueError as e:
    print('ValueError', e)
y = torch.tensor([1.0, 2.0], requires_grad=True)
print(gradcheck(torch.exp, (y,), eps=1e-3, atol=1e-2))
class NoGradOut(torch.autograd.Function):
    @staticmethod
    def forward(ctx, i):
        return i * 2
    @staticmethod
    def backward(ctx, g):
        return torch.ones_like(g)
try:
    gradcheck(NoGradOut.apply, (x,))
except GradcheckError as e:
    print('GradcheckError', str(e).splitlines()[0])
