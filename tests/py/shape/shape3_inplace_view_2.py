import torch
a = torch.arange(6.).reshape(2, 3)
x = torch.arange(6.).requires_grad_()
y = x * 2
y.unsqueeze_(0)
print(y.grad_fn.name(), y.shape)
y.squeeze_()
print(y.grad_fn.name())
z = (x * 1).reshape(2, 3)
z.t_()
print(z.grad_fn.name(), z.shape)
z.transpose_(0, 1)
print(z.grad_fn.name())
(z * a).sum().backward()
print(x.grad)
for f in [lambda: x.unsqueeze_(0), lambda: torch.ones(2, requires_grad=True).t_()]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
