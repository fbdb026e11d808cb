import torch
# split ops 1
x = torch.arange(10.)
print(torch.unsafe_split(x, 3))
print(x.unsafe_split(4))
print(torch.split_with_sizes(x, [2, 3, 5]))
print(x.split_with_sizes([5, 5]))
print(x.split([1, 9]))
