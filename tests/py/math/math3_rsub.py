import torch
x = torch.tensor([1., 2., 3.])
print(torch.rsub(x, 10), torch.rsub(x, torch.ones(3), alpha=2))
print(torch.rsub(torch.tensor([1, 2]), 5))
w = torch.tensor([1., 2.], requires_grad=True)
r = torch.rsub(w, 3.)
print(r)
r.sum().backward()
print(w.grad)
