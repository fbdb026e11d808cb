import torch
a = torch.arange(12.).reshape(3, 4)
s = a[:, ::2]
print(s.stride(), s.clone().stride(), (s + 1).stride(), torch.zeros_like(s).stride())
t = a.t()[::2]
print(t.shape, t.stride(), t.clone().stride(), (t * 1).stride())
e = torch.ones(3, 1).expand(3, 4)
print(e.clone().stride(), (e + 0).stride(), torch.zeros_like(e).stride())
x = a.t().requires_grad_()
y = x * 2
print(y.stride(), y.grad_fn.name())
y.sum().backward()
print((a.t() + a.t()).view(-1) if False else (a.t() + a.t()).reshape(-1))
c = a.t().clone()
try:
    c.view(12)
except Exception as e:
    print(type(e).__name__, e)
