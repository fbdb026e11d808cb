import torch
x = torch.arange(12.).reshape(3, 4)
print(x.sum(), x.sum(0), x.sum(1), x.sum(dim=1, keepdim=True))
print(x.mean(), x.mean(0), x.mean(dim=(0, 1)), x.mean(-1, keepdim=True))
print(torch.sum(x, 1), torch.mean(x))
i = torch.arange(6).reshape(2, 3)
print(i.sum(), i.sum().dtype, i.sum(0))
print(torch.tensor([True, True, False]).sum())
print(x.prod(), x[0].prod(), x.prod(1))
try:
    print(i.mean())
except RuntimeError as e:
    print('RuntimeError', e)
