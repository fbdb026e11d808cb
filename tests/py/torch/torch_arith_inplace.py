import torch
a = torch.ones(3)
b = a
a += 1
print(a, b, a is b)
a *= torch.tensor([1., 2., 3.])
print(b)
a -= 1
a /= 2
print(a)
i = torch.tensor([1, 2])
try:
    i /= 2
except RuntimeError as e:
    print('RuntimeError', e)
i += 1
print(i)
x = torch.zeros(2)
x.add_(1).mul_(3)
print(x)
x.sub_(torch.ones(2), alpha=2)
print(x)
print(x.add(1, alpha=2), x.clamp_(min=1.5), x)
