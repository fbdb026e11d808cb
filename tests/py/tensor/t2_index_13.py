import torch
# setitem with broadcasting and with tensors of different dtype
x = torch.zeros(2, 3)
x[:] = torch.tensor([1, 2, 3])
print(x)
x[:, :2] = torch.tensor([[5], [6]])
print(x)
x[0] = torch.tensor(9, dtype=torch.int64)
print(x)
x[x > 5] = torch.tensor(0.5, dtype=torch.float64)
print(x)
i = torch.zeros(3, dtype=torch.int64)
i[:] = torch.tensor([1.9, -1.9, 2.5])
print(i)
b = torch.zeros(2, 2, dtype=torch.bool)
b[0] = torch.tensor([1, 0])
print(b)
y = torch.arange(6.).reshape(2, 3)
y[[0, 1], :] = y[[1, 0], :]
print(y)
z = torch.arange(5)
z[1:] = z[:-1].clone()
print(z)
try:
    x[:, :2] = torch.ones(3, 2)
except Exception as e:
    print(type(e).__name__, e)
