# pytorch/tutorials beginner_source/former_torchies/autograd_tutorial.py @ 6d0edbbe17900c8ead4969ecb8c0c0918202a11c (BSD-3-Clause)
# Tutorial code verbatim (a 0.4-era revision) but for its grad_fn prints, which print the type name (the
# objects' reprs hold memory addresses), and `a.to(requires_grad=True)`, which PyTorch 2.6 refuses: it runs
# inside try and prints the error. torch.manual_seed(0) added; prose trimmed.
import torch
torch.manual_seed(0)  # nnscope: seeded
x = torch.ones(2, 2, requires_grad=True)
print(x)

print(x.data)

print(x.grad)

print(x.grad_fn)  # we've created x ourselves

y = x + 2
print(y)

print(type(y.grad_fn).__name__)

z = y * y * 3
out = z.mean()

print(z, out)

a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
try:  # nnscope
    a = a.to(requires_grad=True)
except Exception as e:
    print(type(e).__name__, e)
print(a.requires_grad)
b = (a * a).sum()
print(b.grad_fn)

out.backward()
print(x.grad)

x = torch.ones(2, 2, requires_grad=True)
y = x + 2
y.backward(torch.ones(2, 2), retain_graph=True)
# the retain_variables flag will prevent the internal buffers from being freed
print(x.grad)

z = y * y
print(z)

gradient = torch.randn(2, 2)

# this would fail if we didn't specify
# that we want to retain variables
y.backward(gradient)

print(x.grad)

print(x.requires_grad)
print((x ** 2).requires_grad)

with torch.no_grad():
	print((x ** 2).requires_grad)
