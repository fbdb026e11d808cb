import torch
x = torch.arange(12).reshape(3, 4)
print(x[0], x[-1], x[1, 2], x[:, 0], x[1:], x[:, 1:3], x[::2], x[:, ::2])
print(x[None].shape, x[:, None].shape, x[..., 0], x[0, ...], x[..., None].shape)
print(x[1][2], x[1, 2].item())
print(x[0:0].shape)
