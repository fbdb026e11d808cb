import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
h = x.register_hook(lambda g: g * 2)
y = (x ** 2).sum()
y.backward()
print(x.grad)
h.remove()
x.grad.zero_()
(x ** 2).sum().backward()
print(x.grad)
seen = []
z = x * 3
z.register_hook(lambda g: seen.append(g.clone()))
z.register_hook(lambda g: g + 100)
x.grad = None
z.sum().backward()
print(seen, x.grad)
def clip(g):
    return g.clamp(-1, 1)
w = torch.tensor([0.5, -4.0], requires_grad=True)
w.register_hook(clip)
(w * 10).sum().backward()
print(w.grad)
try:
    torch.ones(2).register_hook(lambda g: g)
except Exception as e:
    print(type(e).__name__, e)
