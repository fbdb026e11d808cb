import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * 2
d = y.detach()
print(d.requires_grad, d.is_leaf, d.grad_fn, d.data_ptr() == y.data_ptr())
d[0] = -1
print(y)
y2 = x * 3
y2.detach_()
print(y2.requires_grad, y2.is_leaf, y2.grad_fn)
z = x.detach().clone()
z += 1
print(x, z)
w = x.detach()
w.zero_()
print(x)
try:
    x.detach_()
    print(x.requires_grad)
except RuntimeError as e:
    print('RuntimeError', e)
v = x[1:].detach_() if False else None
e = torch.tensor([1., 2.], requires_grad=True)
view = e[:1]
try:
    view.detach_()
except RuntimeError as err:
    print('RuntimeError', err)
