import torch
# from_numpy-free helpers: torch.tensor vs torch.Tensor vs FloatTensor constructors
print(torch.Tensor([1, 2]), torch.Tensor([1, 2]).dtype)
print(torch.Tensor(2, 3).shape, torch.Tensor().shape, torch.Tensor([[1], [2]]))
print(torch.FloatTensor([1, 2]), torch.LongTensor([1, 2]), torch.DoubleTensor([1.5]), torch.IntTensor([3]), torch.BoolTensor([1, 0]))
print(torch.LongTensor([1.7, -2.5]), torch.ByteTensor([1, 2]))
print(torch.FloatTensor(3).shape, torch.LongTensor(2).dtype)
