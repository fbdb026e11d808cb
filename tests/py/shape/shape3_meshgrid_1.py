import torch
x = torch.tensor([1, 2, 3])
y = torch.tensor([4, 5])
gx, gy = torch.meshgrid(x, y, indexing='ij')
print(gx, gy, sep="\n")
gx, gy = torch.meshgrid(x, y, indexing='xy')
print(gx, gy, sep="\n")
a, b, c = torch.meshgrid([x, y, torch.tensor([7])], indexing='ij')
print(a.shape, b.stride())
try:
    torch.meshgrid(x, y, indexing='yx')
except Exception as e:
    print(type(e).__name__, e)
print(torch.cartesian_prod(x, y))
print(torch.cartesian_prod(x))
print(torch.cartesian_prod(x, y, torch.tensor([0])).shape)
