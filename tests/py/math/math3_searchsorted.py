import torch
s = torch.tensor([1, 3, 5, 7, 9])
v = torch.tensor([3, 6, 9, 0, 10])
print(torch.searchsorted(s, v), torch.searchsorted(s, v, right=True), torch.searchsorted(s, v, side='right'))
print(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[3, 6], [1, 5]])))
print(torch.searchsorted(s, 4), torch.searchsorted(s, v, out_int32=True).dtype)
