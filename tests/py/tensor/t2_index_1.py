import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x[0], x[-1], x[1, -1], x[1, 2, 3], x[-1, -1, -1], x[0][1][2])
print(x[:, 1], x[:, :, 0], x[..., 1], x[0, ..., 2], x[..., 0, :], x[0, :, None].shape)
print(x[None].shape, x[:, None, :, None].shape, x[None, ..., None].shape, x[..., None, 0].shape)
print(x[:, ::2], x[:, :, 1::2], x[:, ::-1] if False else x[:, 2:0:-1] if False else x[:, 1:3], x[0, 1:, ::3])
print(x[0, 0, 1:100], x[0, 0, -100:2], x[0, 0, 3:1], x[0, 0, -2:])
print(type(x[0, 0, 0]), x[0, 0, 0].shape, x[0, 0, 0].item())
print(x[True].shape, x[False].shape, x[None, None].shape)
