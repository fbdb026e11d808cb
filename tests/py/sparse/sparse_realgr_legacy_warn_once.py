# torch.sparse.FloatTensor(indices, values, size): the deprecation warning is printed once per process.
import torch
i = torch.tensor([[0, 1], [1, 0]])
for k in range(3):
    s = torch.sparse.FloatTensor(i, torch.tensor([1.0, 2.0 + k]), torch.Size([2, 2]))
    print(s.to_dense())
print(torch.sparse.DoubleTensor(i, torch.tensor([1.0, 2.0], dtype=torch.float64), torch.Size([2, 2])).dtype)
