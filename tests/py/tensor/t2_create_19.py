import torch
# polar-free: complex-free repeat_interleave, tile, roll creation helpers
x = torch.tensor([1, 2, 3])
print(x.repeat_interleave(2), torch.repeat_interleave(x, torch.tensor([1, 0, 2])), x.tile(2), torch.tile(x, (2, 1)))
print(torch.roll(x, 1), torch.roll(torch.arange(6).reshape(2, 3), 1, 1), torch.roll(torch.arange(6).reshape(2, 3), -1))
print(torch.roll(torch.arange(6).reshape(2, 3), shifts=(1, 1), dims=(0, 1)))
m = torch.arange(6).reshape(2, 3)
print(m.repeat_interleave(2, dim=0), m.repeat_interleave(2, dim=1), m.repeat_interleave(2))
print(torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])))
print(torch.combinations(torch.tensor([1, 2, 3])))
