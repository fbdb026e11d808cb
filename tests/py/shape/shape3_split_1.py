import torch
x = torch.arange(10).reshape(5, 2)
print(x.split(2))
print(torch.split(x, [1, 4]))
print(x.chunk(3), x.unbind(1))
y = torch.arange(6.).requires_grad_()
a, b = y.split([2, 4])
print(a.grad_fn.name(), b.grad_fn.name(), y.chunk(2)[0].grad_fn.name(), y.unbind()[0].grad_fn.name())
(a.sum() + (b * 2).sum()).backward()
print(y.grad)
try:
    x.split([1, 1])
except Exception as e:
    print(type(e).__name__, e)
