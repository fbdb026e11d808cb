import torch
x = torch.tensor([-2., 0., 3., -0.])
print(torch.sgn(x), x.sgn(), torch.sgn(torch.tensor([-3, 0, 4])))
w = torch.tensor([1., -2.], requires_grad=True)
s = w.sgn()
print(s)
s.sum().backward()
print(w.grad)
