import torch
z = torch.tensor([1.5 + 2j, -3.75 - 0.25j])
print(z.float())
print(z.long(), z.to(torch.float64), z.double())
print(z.to(torch.int32), z.half(), z.bool(), torch.tensor([0j, 1j]).bool())
