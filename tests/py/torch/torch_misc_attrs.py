import torch
x = torch.ones(2, 3)
x.foo = 'bar'
print(x.foo)
print(x.is_leaf, x.grad_fn, x.grad, x.ndim, x.shape, x.dtype, x.device, x.layout if False else '')
print(x.element_size(), x.nelement(), x.itemsize, x.nbytes)
try:
    print(x.bar)
except AttributeError as e:
    print('AttributeError', e)
