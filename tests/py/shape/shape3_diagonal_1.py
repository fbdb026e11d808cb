import torch
a = torch.arange(9).reshape(3, 3)
print(a.diagonal(), torch.diagonal(a, 1), a.diagonal(-1))
print(a.diagonal()._is_view(), a.diagonal().stride())
b = torch.arange(24).reshape(2, 3, 4)
print(torch.diagonal(b, 0, 1, 2))
print(torch.diagonal(b, offset=1, dim1=0, dim2=2))
print(b.diagonal(dim1=-1, dim2=-2).shape)
a2 = torch.zeros(3, 3)
a2.diagonal().fill_(1)
print(a2)
for f in [lambda: a.diagonal(0, 0, 0), lambda: a.diagonal(0, 0, 2), lambda: torch.arange(3).diagonal()]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
x = torch.arange(9.).reshape(3, 3).requires_grad_()
y = x.diagonal(1)
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
