# In-place ops on tensors with history: the op saves the original self as a
# copy (PyTorch clones it), other uses of the written tensor fail their
# version check at backward; no reference cycle is left (fuzz_torch_ops leak).
import torch
a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
x = a * 1
x.mul_(2)
x.sum().backward()
print(a.grad, x.grad_fn.name())
a.grad = None
x = a * 1
x.mul_(a)
print(x.grad_fn.name())
x.sum().backward()
print(a.grad)
a.grad = None
x = a * 1
x.div_(a)
x.sum().backward()
print(a.grad)
for f in [lambda: (lambda x: (x.mul_(x), x.sum().backward()))(a * 1),
          lambda: (lambda x: (x.mul_(a), x.exp().sum().backward()))(a.exp()),
          lambda: (lambda x: (x[0:2].mul_(2), x.sum().backward()))(a * 1),
          lambda: (lambda x: (x.relu_(), x.sum().backward()))(a * 1),
          lambda: (lambda x: (x.clamp_(0, 2), x.sum().backward()))(a * 1),
          lambda: (lambda x: (x.sigmoid_(), x.sum().backward()))(a * 1)]:
    a.grad = None
    try:
        f()
        print(a.grad)
    except Exception as e:
        print(type(e).__name__, e)
v = a * 1
w = v[1:]
w.mul_(w)
try:
    v.sum().backward()
    print(a.grad)
except Exception as e:
    print(type(e).__name__, e)
b = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
x = a * 1
x.add_(x * b)
try:
    x.sum().backward()
    print(a.grad, b.grad)
except Exception as e:
    print(type(e).__name__, e)
with torch.no_grad():
    y = a * 1
    y.mul_(2)
print(y, y.grad_fn)
