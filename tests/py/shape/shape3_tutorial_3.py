import torch
# grid construction (as for positional encodings / image coordinates)
h, w = 2, 3
ys, xs = torch.meshgrid(torch.arange(h), torch.arange(w), indexing="ij")
grid = torch.stack([xs, ys], dim=-1)
print(grid.shape)
print(grid.reshape(-1, 2))
print(torch.cartesian_prod(torch.arange(h), torch.arange(w)))
x = torch.arange(6.)
print(x.roll(1), x.flip(0), x.reshape(2, 3).rot90())
print(torch.atleast_2d(x).shape, torch.broadcast_to(x, (2, 6)).shape)
seq = torch.arange(5)
print(seq.repeat_interleave(2), seq.tile(2))
