import torch
# comparisons/min/max family with nan
a = torch.tensor([1., float('nan'), 3.])
b = torch.tensor([float('nan'), 2., 1.])
print(torch.maximum(a, b), torch.minimum(a, b), torch.fmax(a, b), torch.fmin(a, b), torch.max(a, b), a > b, a == a, a.clamp(2, 2.5))
print(a.sum(), a.mean(), a.max(), a.argmax(), a.amax(), a.nansum(), a.nanmean(), a.cumsum(0), a.prod(), a.sort().values, a.unique() if False else '')
print(torch.nan_to_num(a), a.isnan().any(), torch.isnan(a).nonzero())
