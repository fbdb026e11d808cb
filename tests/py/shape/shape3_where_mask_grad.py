import torch
# where mask grad
x = torch.tensor([1., -2., 3., -4.], requires_grad=True)
y = x.clone()
y[y < 0] = 0
y.sum().backward()
print(x.grad, y.grad_fn.name())
x.grad = None
z = x * 2
z[1:3] = z[1:3] * 10
z.sum().backward()
print(x.grad)
x.grad = None
w = x.view(2, 2).clone()
w[:, 0] = 0
(w ** 2).sum().backward()
print(x.grad)
