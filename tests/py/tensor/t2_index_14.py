import torch
# 3-d advanced indexing mixed with slices and None/Ellipsis
x = torch.arange(60).reshape(3, 4, 5)
print(x[[0, 2], ..., [1, 3]], x[..., [0, 4]].shape, x[:, [1, 2]][..., 0], x[1:, None, [0, 3]].shape)
print(x[[0, 1], [1, 2], 2:4], x[:, [0, 1], [2, 3]].shape, x[[0], :, [0]].shape, x[None, [0, 2]].shape)
print(x[:, :, [True, False, True, False, True]].shape, x[x[:, 0, 0] > 10].shape, x[torch.tensor([[0, 1]]), 0].shape)
print(x[[[0, 1], [1, 2]], [[0], [3]]].shape, x[0, [[0, 1], [2, 3]], [[4], [0]]])
mask = torch.tensor([[True, False, True, False], [False] * 4, [True] * 4])
print(x[mask].shape, x[mask][:, 0])
