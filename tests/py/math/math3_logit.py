import torch
p = torch.tensor([0., 0.1, 0.5, 0.9, 1.])
print(torch.logit(p), torch.logit(p, eps=1e-6), p.logit(0.2))
x = torch.tensor([0.25, 0.75], requires_grad=True)
y = x.logit()
y.sum().backward()
print(y, x.grad)
