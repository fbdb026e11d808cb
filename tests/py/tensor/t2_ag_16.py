import torch
# grad accumulation through shared subexpressions and multiple uses
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * 2
z = y * y + y
z.sum().backward()
print(x.grad)
a = torch.tensor(3., requires_grad=True)
b = a * a * a
c = b + a
c.backward()
print(a.grad)
p = torch.tensor([1., 2.], requires_grad=True)
q = torch.stack([p, p * 2, p ** 2])
q.sum().backward()
print(p.grad)
r = torch.tensor([1., -1., 2.], requires_grad=True)
s = r[0] * r[1] + r[2] ** 2
s.backward()
print(r.grad)
t = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
u = t.sum(0) * t.sum(1)
u.sum().backward()
print(t.grad)
