import torch
print(torch.linspace(0, 1, 5), torch.linspace(-1, 1, 4), torch.linspace(0, 10, 1), torch.linspace(0, 1, 0))
print(torch.linspace(0, 1, 3, dtype=torch.float64), torch.linspace(1, 5, 5, dtype=torch.int64))
print(torch.linspace(0, 1, 11))
print(torch.logspace(0, 2, 3), torch.logspace(0, 3, 4, base=2))
print(torch.eye(3), torch.eye(2, 3), torch.eye(3, 2, dtype=torch.int64), torch.eye(1, dtype=torch.bool))
print(torch.eye(0), torch.eye(2, requires_grad=True))
try:
    torch.linspace(0, 1, -1)
except Exception as e:
    print(type(e).__name__, e)
print(torch.linspace(5, 1, 5), torch.linspace(0, 1, 2, requires_grad=True))
