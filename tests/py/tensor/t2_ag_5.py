import torch
# retain_grad and hooks modifying grads
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * 2
y.retain_grad()
z = y ** 2
z.retain_grad()
z.sum().backward()
print(x.grad, y.grad, z.grad, y.retains_grad, x.retains_grad)
a = torch.tensor([1., 2.], requires_grad=True)
h = a.register_hook(lambda g: g * 10)
(a * 3).sum().backward()
print(a.grad)
h.remove()
a.grad = None
(a * 3).sum().backward()
print(a.grad)
b = torch.tensor([1., -1.], requires_grad=True)
m = b * 5
m.register_hook(lambda g: print('hook saw', g))
m.register_hook(lambda g: g + 1)
m.sum().backward()
print(b.grad)
c = torch.tensor(2., requires_grad=True)
seen = []
c.register_hook(lambda g: seen.append(g.item()))
(c * c).backward()
print(seen, c.grad)
try:
    torch.ones(2).register_hook(lambda g: g)
except Exception as e:
    print(type(e).__name__, e)
