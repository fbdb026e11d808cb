import torch
x = torch.tensor([0.2, 0.5], requires_grad=True)
for f in [torch.asinh, torch.atanh]:
    y = f(x)
    y.sum().backward()
    print(y.grad_fn.name(), x.grad)
    x.grad = None
z = torch.tensor([1.5, 3.], requires_grad=True)
y = torch.acosh(z)
y.sum().backward()
print(y, z.grad)
