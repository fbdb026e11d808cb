import torch
x = torch.zeros(2, dtype=torch.float64, requires_grad=True)
try:
    x.grad = torch.zeros(2)
except RuntimeError as e:
    print(e)
try:
    x.grad = torch.zeros(3, dtype=torch.float64)
except RuntimeError as e:
    print(e)
x.grad = torch.ones(2, dtype=torch.float64)
print(x.grad)
