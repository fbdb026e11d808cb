import torch
s = torch.tensor(3.)
print(s, s.shape, s.dim(), s.numel(), s.item(), s + 1, s * torch.ones(2), s.unsqueeze(0))
print(torch.tensor(2) * 3, (torch.tensor(2) * 3).dtype, torch.tensor(2) / 3)
