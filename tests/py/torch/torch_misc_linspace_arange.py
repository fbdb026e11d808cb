import torch
print(torch.arange(0, 10, 3), torch.arange(10, 0, -3), torch.arange(0., 1., 0.1))
print(torch.arange(3, dtype=torch.float32), torch.linspace(0, 10, steps=3), torch.linspace(1, 2, 1))
