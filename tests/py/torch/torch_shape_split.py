import torch
x = torch.arange(10)
print(x.split(3))
print(x.split([2, 8]))
print(x.chunk(3))
print(torch.arange(6).reshape(2, 3).unbind(1))
print(torch.split(x, 5))
print(torch.chunk(x, 2, dim=0))
a, b = torch.arange(4).reshape(2, 2)
print(a, b)
for row in torch.arange(6).reshape(3, 2):
    print(row)
