import torch
# detach / detach_ / requires_grad_ errors / .data tricks
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
d = y.detach()
print(d, d.requires_grad, d.is_leaf, d.grad_fn, d.data_ptr() == y.data_ptr())
d[0] = 100
print(y)
y2 = x * 3
y2.detach_()
print(y2, y2.requires_grad, y2.is_leaf, y2.grad_fn)
try:
    (x * 2).requires_grad_(False)
except Exception as e:
    print(type(e).__name__, e)
print((x * 2).requires_grad_(True).requires_grad)
x.data.mul_(10)
print(x, x.is_leaf, x.data.requires_grad)
x.data = torch.tensor([5., 6.])
print(x, x.requires_grad)
try:
    x.data = torch.tensor([1, 2])
    print(x)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.data = torch.ones(3)
    print(x)
except Exception as e:
    print(type(e).__name__, e)
t = torch.tensor([1., 2.])
t.requires_grad = True
print(t)
try:
    (t * 1).requires_grad = False
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.tensor([1, 2]).requires_grad_()
except Exception as e:
    print(type(e).__name__, e)
