import torch
# grad_fn / requires_grad suffix printing with wrapping
x = torch.linspace(-1, 1, 8, dtype=torch.float64, requires_grad=True)
print(x)
print(x * 2)
y = torch.arange(14.).requires_grad_()
print(y)
print(y + 1)
print(torch.ones(2, 2, requires_grad=True) @ torch.ones(2, 2))
print(torch.ones(2, dtype=torch.float64, requires_grad=True).sum())
print(torch.zeros(0, requires_grad=True) * 2)
print(torch.zeros(0, 3, dtype=torch.float64, requires_grad=True))
print(torch.tensor(1.5, requires_grad=True).exp())
z = torch.arange(13.).requires_grad_() * 1000
print(z)
