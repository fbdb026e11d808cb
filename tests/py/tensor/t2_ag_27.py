import torch
# grad through indexing assignment, scatter, gather, cat, split
x = torch.tensor([1., 2., 3., 4.], requires_grad=True)
parts = x.split(2)
(parts[0] * 2 + parts[1] * 3).sum().backward()
print(x.grad)
x.grad = None
torch.cat([x[:1], x[2:]]).pow(2).sum().backward()
print(x.grad)
x.grad = None
x.gather(0, torch.tensor([0, 0, 3])).sum().backward()
print(x.grad)
x.grad = None
torch.zeros(5).scatter(0, torch.tensor([1, 2, 3, 4]), x).sum().backward()
print(x.grad)
x.grad = None
(x.masked_fill(x > 2, 0.) * 10).sum().backward()
print(x.grad)
x.grad = None
x.view(2, 2).max(dim=1).values.sum().backward()
print(x.grad)
