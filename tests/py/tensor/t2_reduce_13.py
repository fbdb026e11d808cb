import torch
# reductions over int dtypes with dtype= argument and out of range
x = torch.tensor([[100, 100], [100, 100]], dtype=torch.int8)
print(x.sum(), x.sum(dtype=torch.int8), x.sum(0, dtype=torch.int16), x.prod(dtype=torch.int32), x.cumsum(1, dtype=torch.int8), x.float().mean())
u = torch.tensor([250, 10], dtype=torch.uint8)
print(u.sum(), u.sum().dtype, u.prod(), u.max(), u.argmin(), u.min(), u.cumsum(0), u.double().std())
b = torch.tensor([[True, True], [False, True]])
print(b.sum(), b.sum(0), b.prod(), b.prod().dtype, b.max(), b.min(1), b.cumprod(1), b.float().mean(1), b.any(1), b.all(1), b.sum(1, keepdim=True))
print(torch.tensor([1.5, 2.5], dtype=torch.float16).sum(dtype=torch.float32), torch.tensor([1., 2.]).sum(dtype=torch.int64) if False else '', torch.tensor([1, 2]).mean(dtype=torch.float64))
