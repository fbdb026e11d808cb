import torch
print(torch.tensor([1, 2, 2, 3, 3, 3]).mode())
print(torch.tensor([[1., 1., 2.], [4., 5., 5.]]).mode(1))
print(torch.mode(torch.tensor([7, 7, 1, 1]), 0))
