import torch
z = torch.tensor([1 + 1j, -2j])
print(z.repeat(2), z.repeat(2, 2), z.flip(0), torch.flip(z.repeat(2, 1), [0, 1]))
print(z.expand(3, 2), z.unsqueeze(1).expand(2, 3).contiguous())
