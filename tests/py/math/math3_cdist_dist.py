import torch
a = torch.tensor([[0., 0.], [1., 1.]])
b = torch.tensor([[1., 0.], [3., 4.], [0., 0.]])
print(torch.cdist(a, b), torch.cdist(a, b, p=1), torch.cdist(a, b, p=float('inf')))
print(torch.dist(a, torch.ones(2, 2)), torch.dist(a, torch.ones(2, 2), p=1))
