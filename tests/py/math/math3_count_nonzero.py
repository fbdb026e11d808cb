import torch
x = torch.tensor([[0, 1, 2], [0, 0, 3]])
print(torch.count_nonzero(x), x.count_nonzero(0), torch.count_nonzero(x, dim=1), x.count_nonzero((0, 1)))
print(torch.count_nonzero(torch.tensor([0., -0., 1e-30])))
