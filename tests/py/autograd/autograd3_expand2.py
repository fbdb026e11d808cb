import torch
x = torch.tensor([1., 2.], requires_grad=True)
m = x.unsqueeze(0).expand(3, 2) * torch.tensor([[1.], [2.], [3.]])
y = (m ** 2).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
print(torch.autograd.grad(g.sum(), x))
