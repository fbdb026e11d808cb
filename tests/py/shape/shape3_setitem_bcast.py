import torch
# setitem bcast
x = torch.zeros(3, 4)
x[:] = torch.arange(4.)
print(x)
x[:, 1] = torch.tensor([7., 8., 9.])
print(x)
x[1:, :2] = torch.tensor([[1.], [2.]])
print(x)
x[0] = 5
x[2, :] = True
print(x)
i = torch.zeros(2, 3, dtype=torch.int32)
i[0] = torch.tensor([1.9, -2.9, 3.5])
print(i)
try:
    x[:, 0] = torch.ones(4)
except Exception as e:
    print(type(e).__name__, e)
try:
    x[0] = torch.ones(2, 4)
except Exception as e:
    print(type(e).__name__, e)
x[0] = torch.ones(1, 4)
print(x)
