import torch
z = torch.tensor([[1 + 1j, 2 - 1j, 3j], [4, 5 + 5j, -6j]])
print(z.view(3, 2), z.reshape(-1), z.permute(1, 0), z.transpose(0, 1).reshape(6))
print(z.unsqueeze(0).shape, z.unsqueeze(1).squeeze(), z.flatten(), z.T, z.mT)
print(z.view(6)[3], z.reshape(3, 2).stride(), z.t().stride())
