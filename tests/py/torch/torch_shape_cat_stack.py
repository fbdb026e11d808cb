import torch
a = torch.ones(2, 3)
b = torch.zeros(2, 3)
print(torch.cat([a, b]).shape, torch.cat((a, b), dim=1).shape, torch.stack([a, b]).shape, torch.stack([a, b], dim=2).shape)
print(torch.cat([torch.tensor([1, 2]), torch.tensor([3])]))
print(torch.stack([torch.tensor(1.), torch.tensor(2.)]))
try:
    torch.cat([a, torch.zeros(3, 3)], dim=1)
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.stack([a, torch.zeros(3)])
except RuntimeError as e:
    print('RuntimeError', e)
