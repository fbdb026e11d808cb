import torch
m = torch.arange(6).reshape(2, 3)
print(torch.fliplr(m))
print(torch.flipud(m))
print(m.fliplr().is_contiguous(), torch.flipud(torch.arange(4)))
x = torch.arange(6.).reshape(2, 3).requires_grad_()
y = x.fliplr()
print(y.grad_fn.name())
(y * torch.arange(6.).reshape(2, 3)).sum().backward()
print(x.grad)
for f in [lambda: torch.fliplr(torch.arange(3)), lambda: torch.flipud(torch.tensor(1))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
