import torch
t = torch.tensor([99999.99999])
print(t)
print(repr(t) == str(t))
