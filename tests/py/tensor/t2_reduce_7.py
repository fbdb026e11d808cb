import torch
# cumsum/cumprod/cummax/cummin and dtypes
i = torch.tensor([1, 2, 3, 4])
b = torch.tensor([True, True, False, True])
f = torch.tensor([[1., 2.], [3., 4.]])
print(i.cumsum(0), i.cumsum(0).dtype, b.cumsum(0), b.cumsum(0).dtype, i.cumprod(0), f.cumsum(1), f.cumsum(dim=0), f.cumprod(1))
print(torch.cumsum(i, 0, dtype=torch.float32), torch.tensor([1, 2], dtype=torch.int8).cumsum(0).dtype, torch.tensor([1, 2], dtype=torch.uint8).cumprod(0).dtype)
print(torch.cummax(torch.tensor([1, 3, 2, 5, 4]), 0), torch.cummin(torch.tensor([5., 3., 4., 1.]), dim=0))
print(f.cumsum(-1), torch.tensor(3.).cumsum(0), torch.zeros(0).cumsum(0))
try:
    i.cumsum()
except Exception as e:
    print(type(e).__name__, e)
print(torch.diff(i), torch.diff(f, dim=0), torch.diff(torch.tensor([1, 4, 9, 16]), n=2))
