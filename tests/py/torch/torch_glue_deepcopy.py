import copy
import torch
import torch.nn as nn

p = nn.Parameter(torch.ones(2))
(p * 2).sum().backward()
p.note = "hi"
q = copy.deepcopy(p)
print(type(q).__name__, q.grad, q.requires_grad, hasattr(q, "note"))
print(q)
t = torch.ones(2, requires_grad=True)
(t * 2).sum().backward()
t.tag = [1, 2]
u = copy.deepcopy(t)
print(u.grad, u.requires_grad, u.tag, u.tag is t.tag, u.grad is t.grad)
m = nn.Linear(2, 1)
m(torch.ones(1, 2)).sum().backward()
m2 = copy.deepcopy(m)
print(m2.weight.grad, m.weight.grad is not None)
memo = {}
a = copy.deepcopy([p, p], memo)
print(a[0] is a[1])
