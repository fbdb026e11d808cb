import torch
# backward through views and in-place on views of non-leaves
x = torch.tensor([1., 2., 3., 4.], requires_grad=True)
y = x.clone()
y[1:3] *= 10
print(y, y.grad_fn.name())
y.sum().backward()
print(x.grad)
x.grad = None
z = x * 1
v = z.view(2, 2)
v[0, 0] = 100.
print(z, z.grad_fn.name(), v.grad_fn.name())
(z * torch.arange(4.)).sum().backward()
print(x.grad)
x.grad = None
w = x.unsqueeze(0).expand(3, 4)
w.sum().backward()
print(x.grad)
x.grad = None
m = x.view(2, 2).t()
(m * torch.tensor([[1., 2.], [3., 4.]])).sum().backward()
print(x.grad)
