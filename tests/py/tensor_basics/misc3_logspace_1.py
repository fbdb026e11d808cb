import torch
print(torch.logspace(0, 2, 3), torch.logspace(0, 3, 4, base=2), torch.logspace(-2, 2, 5))
print(torch.logspace(0, 1, 1), torch.logspace(0, 1, 0), torch.logspace(0, 2, 3, dtype=torch.float64))
print(torch.logspace(start=-10, end=10, steps=5), torch.logspace(0, 1, 4, base=10.0))
print(torch.logspace(1, 3, 3, dtype=torch.int64))
try:
    torch.logspace(0, 1, -1)
except Exception as e:
    print(type(e).__name__, e)
