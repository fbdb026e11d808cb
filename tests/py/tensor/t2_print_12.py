import torch
# views and non-contiguous printing, negative zero in int-mode
a = torch.arange(12.).reshape(3, 4)
print(a.t(), a[:, ::2], a[::-1] if False else a.flip(0), a.T.contiguous())
print(torch.tensor([-0.0, 1.0, -2.0]), torch.tensor([-0.0, 1.5]), torch.tensor([[-0.0]]))
print(-torch.zeros(3), torch.zeros(2) * -1)
print(torch.tensor([1e-30, 1e30]), torch.tensor([1e-45]), torch.tensor([3.4e38]))
print(torch.tensor([float('nan'), float('inf'), 1e10]), torch.tensor([float('nan'), 0.001]))
print(torch.tensor([float('-inf'), 2., 3.]), torch.tensor([[float('nan'), 2.], [3., 4.5]]))
