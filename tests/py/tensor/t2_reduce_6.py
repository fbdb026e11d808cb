import torch
# any/all on ints/floats/bools, dims
x = torch.tensor([[0, 1, 2], [0, 0, 0]])
print(x.any(), x.all(), x.any(1), x.all(0), x.any(dim=1, keepdim=True), torch.any(x > 1), torch.all(x >= 0))
f = torch.tensor([0., float('nan'), -0.0])
print(f.any(), f.all(), torch.tensor([]).any(), torch.tensor([]).all(), torch.tensor([], dtype=torch.bool).all())
print(x.any().dtype, torch.tensor([1, 2], dtype=torch.uint8).all(), torch.tensor([1, 2], dtype=torch.uint8).all().dtype)
print(torch.zeros(2, 0).any(1), torch.zeros(2, 0).all(1), torch.zeros(2, 0).any(0))
print((x == 0).sum(), (x == 0).sum(1), (x > 0).float().mean(), (x > 0).sum().item(), (x > 0).long().sum(0))
print(bool(x.any()), x.any().item())
