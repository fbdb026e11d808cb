# Custom autograd.Function: only Tensor arguments are edges of the node; gradients for non-Tensor
# arguments must be None (PyTorch's messages).
import torch
class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, k, b):
        ctx.save_for_backward(a)
        print(ctx.needs_input_grad)
        return a * k + b
    @staticmethod
    def backward(ctx, g):
        return g, g, g
class G(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, k, b):
        return a * k + b
    @staticmethod
    def backward(ctx, g):
        return g, None
class H(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, k, b):
        return a * k + b
    @staticmethod
    def backward(ctx, g):
        return torch.ones(3), None, g
class K(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, k, b):
        return a * k + b
    @staticmethod
    def backward(ctx, g):
        return g*2, None, g*3
a = torch.ones(2, requires_grad=True); b = torch.ones(2, requires_grad=True)
for C in (F, G, H):
    try:
        C.apply(a, 2.0, b).sum().backward()
    except Exception as e: print(type(e).__name__, e)
K.apply(a, 2.0, b).sum().backward(); print(a.grad, b.grad)
y = K.apply(2.0, a, 3.0); print([type(f).__name__ for f, _ in y.grad_fn.next_functions])
try:
    y.sum().backward()
except RuntimeError as e: print(type(e).__name__, e)
class L(torch.autograd.Function):
    @staticmethod
    def forward(ctx, k, a, opts, b):
        return a * k + b
    @staticmethod
    def backward(ctx, g):
        return None, g * 2, None, None
c = torch.ones(2)
y = L.apply(3.0, a, {"x": 1}, c)
print([(type(f).__name__ if f is not None else None, i) for f, i in y.grad_fn.next_functions])
a.grad = None
y.sum().backward(); print(a.grad)
