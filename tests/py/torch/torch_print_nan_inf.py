import torch
t = torch.tensor([1.5, float('inf'), float('nan'), -float('inf')])
print(t)
print(repr(t) == str(t))
