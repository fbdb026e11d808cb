import torch
z = torch.tensor([[1 + 1j, 2 - 1j, 3j], [4, 5 + 5j, -6j]])
print(z[1], z[0, 2], z[:, 1], z[..., -1], z[None, 0].shape)
print(z[torch.tensor([1, 0])], z[:, torch.tensor([2, 2, 0])])
print(z[torch.tensor([[True, False, True], [False, False, True]])])
print(z[1, 1:], z[::-1] if False else z[:, ::2])
