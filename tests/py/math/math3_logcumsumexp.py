import torch
x = torch.tensor([[0., 1., 2.], [-1., 5., 0.]])
print(torch.logcumsumexp(x, 1), x.logcumsumexp(0))
print(torch.logcumsumexp(x.double(), 1).tolist())
w = torch.tensor([0., 1., 2.], requires_grad=True)
y = w.logcumsumexp(0)
y.sum().backward()
print(y.grad_fn.name(), w.grad)
