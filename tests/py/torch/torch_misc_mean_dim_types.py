import torch
x = torch.arange(24.).reshape(2, 3, 4)
print(x.mean(dim=[0, 2]), x.sum(dim=(1,)), x.sum(-1).shape, x.amax(dim=(0, 1)))
print(x.var(dim=1).shape, x.std(dim=(0, 2), keepdim=True).shape)
