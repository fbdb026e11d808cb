import torch
# setitem on non-contiguous views and overlapping
x = torch.arange(12.).reshape(3, 4)
t = x.t()
t[1:3, 0] = torch.tensor([-1., -2.])
print(x)
x[:, ::2] = 0
print(x)
x[::2, 1::2] = torch.tensor([[7., 8.], [9., 10.]])
print(x)
x[1] = x[0]
print(x)
x.t()[0] = 5
print(x)
x[:, 1] = x[:, 1] * 2
print(x)
