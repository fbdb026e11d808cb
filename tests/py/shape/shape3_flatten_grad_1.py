import torch
x = torch.arange(24.).reshape(2, 3, 4).requires_grad_()
f = x.flatten(1)
print(f.grad_fn.name(), x.transpose(1, 2).flatten(1).grad_fn.name())
print(x.permute(2, 0, 1).reshape(4, 6).grad_fn.name(), x[:, 0].reshape(-1).grad_fn.name())
y = x.transpose(0, 1).reshape(3, 8)
(y * torch.arange(24.).reshape(3, 8)).sum().backward()
print(x.grad[1])
