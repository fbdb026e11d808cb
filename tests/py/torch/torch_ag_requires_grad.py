import torch
x = torch.ones(2)
print(x.requires_grad)
x.requires_grad = True
print(x.requires_grad, x)
x.requires_grad_(False)
print(x.requires_grad)
y = torch.ones(2).requires_grad_()
print(y)
try:
    (y * 2).requires_grad = False
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.ones(2, dtype=torch.int64).requires_grad_()
except RuntimeError as e:
    print('RuntimeError', e)
z = y.detach()
print(z.requires_grad, z.is_leaf, (z * 2).is_leaf)
