import torch
x = torch.tensor([[1., float('nan'), 3.], [float('nan'), float('nan'), 2.]])
print(x.nanmedian(), x.median(), torch.nanmedian(x, 1))
print(x.median(1))
