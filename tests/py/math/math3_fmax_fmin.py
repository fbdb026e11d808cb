import torch
a = torch.tensor([1., float('nan'), 3., float('nan')])
b = torch.tensor([2., 0., float('nan'), float('nan')])
print(torch.fmax(a, b), torch.fmin(a, b))
print(torch.fmax(torch.tensor([1, 5]), torch.tensor([3, 2])))
print(torch.maximum(a, b))
