import torch
x = torch.tensor([1., 2., float('nan')])
print(x.clamp(min=float('nan')), x.clamp(max=float('nan')), x.clamp(0, 1.5))
