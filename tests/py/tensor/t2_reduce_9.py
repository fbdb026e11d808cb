import torch
# mean/sum with multiple dims, negative dims, keepdim, empty
x = torch.arange(24.).reshape(2, 3, 4)
print(x.sum((0, 2)), x.mean((-1, -2)), x.sum([0, 1], keepdim=True).shape, x.mean(dim=-1, keepdim=True).shape, x.sum(()), x.mean(()))
print(torch.zeros(0).sum(), torch.zeros(0).mean(), torch.zeros(0).prod(), torch.zeros(2, 0).sum(1), torch.zeros(2, 0).mean(0))
print(torch.zeros(0, dtype=torch.int64).sum(), torch.tensor([], dtype=torch.bool).sum())
print(torch.nansum(torch.tensor([1., float('nan'), 2.])), torch.nanmean(torch.tensor([1., float('nan'), 2.])))
print(x.sum(0).sum(0), x.sum(dim=2)[1], torch.sum(x, dim=1, dtype=torch.float64).dtype)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.sum(3))
tr(lambda: x.sum((0, 0)))
tr(lambda: x.mean(-4))
tr(lambda: torch.arange(4).mean())
tr(lambda: torch.arange(4).mean(dtype=torch.float32))
tr(lambda: x.sum(dim=1.5))
