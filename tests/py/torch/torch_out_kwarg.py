# out= on torch functions (real code: aladdinpersson's pytorch_tensorbasics.py calls torch.add(x, y, out=z1))
import torch
x = torch.tensor([1, 2, 3])
y = torch.tensor([9, 8, 7])
z1 = torch.empty(3)
r = torch.add(x, y, out=z1)
print(z1, r is z1, z1.dtype)
z2 = torch.zeros(3, dtype=torch.int64)
print(torch.mul(x, y, out=z2), z2)
e = torch.empty(0)
torch.sub(x.float(), y, out=e)
print(e, e.shape)
s = torch.empty(2)
torch.sum(torch.arange(6.).view(2, 3), 1, out=s)
print(s)
m = torch.empty(2, 2)
torch.matmul(torch.eye(2), torch.ones(2, 2), out=m)
print(m)
c = torch.empty(4)
torch.cat([torch.ones(2), torch.zeros(2)], out=c)
print(c)
st = torch.empty(2, 2)
torch.stack([torch.ones(2), torch.zeros(2)], out=st)
print(st)
v, i = torch.empty(2), torch.empty(2, dtype=torch.long)
r = torch.max(torch.tensor([[1., 5.], [7., 2.]]), 1, out=(v, i))
print(v, i, r[0] is v)
try:
    torch.add(x.float(), 1, out=torch.empty(3, dtype=torch.long))
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    torch.add(torch.ones(2, requires_grad=True), 1, out=torch.empty(2))
except Exception as ex:
    print(type(ex).__name__, ex)
with torch.no_grad():
    o = torch.empty(2)
    torch.add(torch.ones(2, requires_grad=True), 1, out=o)
    print(o, o.requires_grad)
try:
    torch.add(x, y, out=[1, 2])
except Exception as ex:
    print(type(ex).__name__, ex)
w = torch.ones(2)
torch.add(x, y, out=w)
print(w)
a = torch.tensor([[2., 1.], [0., 3.]])
for n in (0, 1, 2, 3, 4, 5, 7, -1, -2):
    print(n, torch.matrix_power(a, n), a.matrix_power(n).shape)
print(torch.linalg.matrix_power(a, 6))
b = torch.rand(2, 3, 3, requires_grad=True)
p = b.matrix_power(4)
print(p.grad_fn.name(), p.shape)
p.sum().backward()
print(b.grad.shape)
for bad in (torch.ones(3), torch.ones(2, 3)):
    try:
        bad.matrix_power(2)
    except Exception as ex:
        print(type(ex).__name__, ex)
