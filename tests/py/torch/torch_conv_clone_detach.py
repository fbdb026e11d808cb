import torch
x = torch.ones(2, requires_grad=True)
c = x.clone()
d = x.detach()
print(c, d, c.is_leaf, d.requires_grad)
d[0] = 5
print(x)
e = x.data
e[1] = 7
print(x, x.is_leaf)
y = x * 2
y.detach_()
print(y, y.requires_grad)
import copy
p = torch.nn.Parameter(torch.tensor([1., 2.]))
q = copy.deepcopy(p)
print(type(q).__name__, q, q is p)
t = torch.tensor([3., 4.], requires_grad=True)
t.grad = torch.ones(2)
u = copy.deepcopy(t)
print(u, u.grad, u.grad is t.grad)
