import torch
# scatter views 1
x = torch.zeros(3, 4)
print(torch.select_scatter(x, torch.ones(4), 0, 1))
print(torch.slice_scatter(x, torch.ones(3, 2), 1, 0, 4, 2))
print(torch.slice_scatter(x, torch.full((1, 4), 7.), start=2))
print(torch.diagonal_scatter(x, torch.arange(3.)), torch.diagonal_scatter(x, torch.ones(3), 1))
print(x.select_scatter(torch.arange(3.), 1, -1))
