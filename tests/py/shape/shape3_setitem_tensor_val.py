import torch
# setitem tensor val
x = torch.zeros(2, 3)
x[0, 0] = torch.tensor(5.)
x[1] = torch.tensor([1, 2, 3])
x[:, 2] = torch.tensor(9, dtype=torch.int64)
print(x, x.dtype)
v = torch.ones(3, requires_grad=True)
y = torch.zeros(2, 3)
y[0] = v
print(y.requires_grad, y.grad_fn.name())
try:
    x[0] = 'a'
except Exception as e:
    print(type(e).__name__, e)
try:
    x[0] = [1, 2, 3]
    print(x)
except Exception as e:
    print(type(e).__name__, e)
try:
    x[0] = None
except Exception as e:
    print(type(e).__name__, e)
