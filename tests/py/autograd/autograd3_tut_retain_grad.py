import torch
x = torch.ones(2, 2, requires_grad=True)
y = x + 2
y.retain_grad()
z = y * y * 3
z.retain_grad()
out = z.mean()
out.backward()
print(x.grad)
print(y.grad)
print(z.grad)
print(y.retains_grad, x.retains_grad, out.retains_grad)
x.retain_grad()
print(x.retains_grad)
try:
    torch.ones(2).retain_grad()
except Exception as e:
    print(type(e).__name__, e)
