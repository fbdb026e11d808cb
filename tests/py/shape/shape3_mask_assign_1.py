import torch
# mask assign 1
x = torch.arange(12.).view(3, 4)
x[x > 5] = 0
print(x)
m = torch.tensor([True, False, True])
x[m] = torch.tensor([1., 2., 3., 4.])
print(x)
x[m] = 9
print(x)
x[m, 1:3] = -1
print(x)
y = torch.zeros(2, 3)
y[y == 0] = torch.tensor([1., 2., 3., 4., 5., 6.])
print(y)
try:
    y[y > 0] = torch.tensor([1., 2.])
except Exception as e:
    print(type(e).__name__, e)
