import torch
import torch.nn as nn
net = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 2))
x = torch.randn(2, 3, 8, 8)
for i, layer in enumerate(net):
    x = layer(x)
    print(f"{i:<3}{layer.__class__.__name__:<20}{str(list(x.shape)):<20}{x.numel():>6}")
print(x.size(), x.size(0), x.shape[-1], x.dim(), x.ndim, len(x))
print(torch.Size([2, 3]), torch.Size([2, 3]).numel(), tuple(torch.Size([4])), list(torch.Size([])))
print(torch.Size([2, 3]) == (2, 3), torch.Size([1, 2]) + (3,), str(torch.Size([5])))
