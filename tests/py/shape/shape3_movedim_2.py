import torch
x = torch.arange(6.).reshape(2, 3).requires_grad_()
y = x.movedim(1, 0)
print(y.grad_fn.name())
(y * torch.arange(6.).reshape(3, 2)).sum().backward()
print(x.grad)
print(torch.movedim(torch.tensor(5.), 0, 0) if False else "skip")
