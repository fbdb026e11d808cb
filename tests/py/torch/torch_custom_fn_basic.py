import torch
from torch.autograd import Function

class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input

x = torch.tensor([-1.0, 2.0, -3.0, 4.0], requires_grad=True)
y = MyReLU.apply(x)
print(y)
print(type(y.grad_fn).__name__, y.grad_fn is y.grad_fn, type(y.grad_fn).__module__)
print(len(y.grad_fn.next_functions), type(y.grad_fn.next_functions[0][0]).__name__)
y.sum().backward()
print(x.grad)

class Scale(Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        out = x * factor
        ctx.save_for_backward(out)
        return out
    @staticmethod
    def backward(ctx, g):
        out, = ctx.saved_tensors
        print("saved out", out)
        return g * ctx.factor, None

w = torch.ones(3, requires_grad=True)
z = Scale.apply(w, 3.0)
print(z)
(z * z).sum().backward()
print(w.grad)

class Exp(Function):
    @staticmethod
    def forward(i):
        return i.exp()
    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)
    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

a = torch.tensor([0.0, 1.0], requires_grad=True)
b = Exp.apply(a)
b.backward(torch.ones(2))
print(a.grad, b)
with torch.no_grad():
    print(Exp.apply(a))
print(Exp.apply(torch.tensor([0.0])))

class Two(Function):
    @staticmethod
    def forward(ctx, x, y):
        return x + y, x * y
    @staticmethod
    def backward(ctx, ga, gb):
        return ga + gb, ga
p, q = Two.apply(a, torch.tensor([2.0, 3.0]))
print(p, q)
p.sum().backward()
print(a.grad)

class Bad(Function):
    @staticmethod
    def forward(ctx, x, y):
        return x * y
    @staticmethod
    def backward(ctx, g):
        return g
try:
    Bad.apply(a, a).sum().backward()
except RuntimeError as e:
    print("RuntimeError", e)
class NoFwd(Function):
    pass
try:
    NoFwd.apply(a)
except NotImplementedError as e:
    print("NotImplementedError", e)
y = MyReLU.apply(x)
y.sum().backward()
try:
    y.grad_fn.saved_tensors
except RuntimeError as e:
    print("RuntimeError", str(e)[:60])
print(isinstance(y.grad_fn, torch.autograd.function.BackwardCFunction), MyReLU._backward_cls.__name__)
