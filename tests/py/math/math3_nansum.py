import torch
x = torch.tensor([[1., float('nan'), 2.], [float('nan'), float('nan'), 4.]])
print(torch.nansum(x), x.nansum(1), torch.nansum(x, dim=0, keepdim=True))
print(torch.nanmean(x), x.nanmean(1))
print(torch.nansum(torch.tensor([1, 2, 3])))
try:
    torch.nanmean(torch.tensor([1, 2]))
except Exception as e:
    print(type(e).__name__, e)
