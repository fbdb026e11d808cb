import torch
x = torch.tensor([0., 1., 2., 0.])
y = torch.tensor([0., 3., 4., float('nan')])
print(torch.xlogy(x, y))
print(torch.xlogy(2, y), torch.xlogy(x, 3.))

