import torch
a = torch.tensor([3., 5., 0.])
b = torch.tensor([4., 12., 0.])
print(torch.hypot(a, b), a.hypot(b))
print(torch.hypot(a.double(), b.double()).tolist())
try:
    torch.hypot(torch.tensor([1]), torch.tensor([2]))
except Exception as e:
    print(type(e).__name__, e)
