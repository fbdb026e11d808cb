# pytorch/tutorials beginner_source/blitz/autograd_tutorial.py @ 05f04cb4463d507cc90f891db82d8c2685e14b53 (BSD-3-Clause)
# Tutorial code verbatim (this older revision) but for its two grad_fn prints, which print the type name
# (the objects' reprs hold memory addresses); prose trimmed; torch.manual_seed(0) added.
import torch
torch.manual_seed(0)  # nnscope: seeded

x = torch.ones(2, 2, requires_grad=True)
print(x)

y = x + 2
print(y)

print(type(y.grad_fn).__name__)

z = y * y * 3
out = z.mean()

print(z, out)

a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
a.requires_grad_(True)
print(a.requires_grad)
b = (a * a).sum()
print(type(b.grad_fn).__name__)

out.backward()

print(x.grad)

x = torch.randn(3, requires_grad=True)

y = x * 2
while y.data.norm() < 1000:
    y = y * 2

print(y)

gradients = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(gradients)

print(x.grad)

print(x.requires_grad)
print((x ** 2).requires_grad)

with torch.no_grad():
	print((x ** 2).requires_grad)
