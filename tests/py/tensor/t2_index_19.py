import torch
# indexing results shapes with keepdim-like slicing; negative step via flip and index_select patterns
x = torch.arange(16).reshape(4, 4)
print(x[1:2], x[1], x[:, 1:2], x[:, 1], x[1:2, 1:2], x[1, 1], x[[1]], x[[1], [1]])
print(x.index_select(1, torch.arange(3, -1, -1)), x[torch.arange(3, -1, -1)], x[:, torch.tensor([3, 2, 1, 0])])
print(x[x.sum(1) > 20], x[:, x[0] % 2 == 0], x[x % 5 == 0])
print(x[1:3][:, 1:3], x[1:3, 1:3].clone().storage_offset())
