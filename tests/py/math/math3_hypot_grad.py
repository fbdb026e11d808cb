import torch
x = torch.tensor([3., 6.], requires_grad=True)
y = torch.tensor([4., 8.], requires_grad=True)
r = torch.hypot(x, y)
print(r)
r.sum().backward()
print(x.grad, y.grad)
