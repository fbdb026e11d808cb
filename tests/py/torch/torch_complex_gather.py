import torch
z = torch.tensor([[1 + 1j, 2, 3j], [4, 5 - 5j, 6]])
print(z.gather(1, torch.tensor([[2, 0], [1, 1]])), z.index_select(1, torch.tensor([2, 0])))
print(torch.index_select(z, 0, torch.tensor([1])), torch.gather(z, 0, torch.tensor([[1, 0, 1]])))
