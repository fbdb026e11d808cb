import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 3
y.retain_grad()
z = (y * y).sum()
z.backward()
print(y.grad, x.grad)
a = torch.ones(2, requires_grad=True)
b = a * 2
c = b.sum()
c.backward(retain_graph=True)
c.backward()
print(a.grad)
