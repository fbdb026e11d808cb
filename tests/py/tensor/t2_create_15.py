import torch
# clone/copy_/detach creation semantics
a = torch.arange(6.).reshape(2, 3)
b = a.clone()
b[0, 0] = 100
print(a, b)
c = torch.empty(2, 3)
c.copy_(a)
print(c)
d = torch.zeros(2, 3, dtype=torch.int64)
d.copy_(a * 1.7)
print(d)
e = torch.zeros(3)
e.copy_(torch.tensor(5.))
print(e)
f = torch.zeros(2, 3)
f.copy_(torch.tensor([1., 2., 3.]))
print(f)
try:
    f.copy_(torch.ones(4))
except Exception as ex:
    print(type(ex).__name__, ex)
g = torch.zeros(3, dtype=torch.bool)
g.copy_(torch.tensor([0., 2., -0.5]))
print(g)
print(a.clone().is_contiguous(), a.t().clone().is_contiguous(), a.t().clone().stride())
