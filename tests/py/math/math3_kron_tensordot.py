import torch
a = torch.tensor([[1., 2.], [3., 4.]])
print(torch.kron(a, torch.eye(2)), torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10, 100])))
print(torch.tensordot(a, a, dims=1), torch.tensordot(a, a, dims=([0], [1])), torch.tensordot(a, a))
print(torch.tensordot(torch.ones(2, 3, 4), torch.ones(3, 4, 5), dims=2).shape)
