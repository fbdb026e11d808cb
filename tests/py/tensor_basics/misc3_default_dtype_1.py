import torch, torch.nn as nn
print(torch.get_default_dtype())
torch.set_default_dtype(torch.float64)
print(torch.get_default_dtype())
print(torch.tensor([1.5]).dtype, torch.zeros(2).dtype, torch.ones(1).dtype, torch.arange(3.).dtype)
print(torch.tensor([1]).dtype, torch.arange(3).dtype, torch.rand(2).dtype, torch.randn(1).dtype)
print(torch.tensor([1j]).dtype, torch.full((2,), 1.5).dtype, torch.linspace(0, 1, 3).dtype)
lin = nn.Linear(2, 3)
print(lin.weight.dtype, lin.bias.dtype)
print(torch.tensor(2.5) * 2, torch.empty(1).dtype, torch.eye(2).dtype)
print(torch.finfo().dtype)
torch.set_default_dtype(torch.float32)
print(torch.tensor([1.5]).dtype, nn.Linear(1, 1).weight.dtype)
for bad in [torch.int64, 'float64', torch.float16]:
    try:
        torch.set_default_dtype(bad)
        print(torch.get_default_dtype(), torch.zeros(1).dtype)
    except Exception as e:
        print(type(e).__name__, e)
torch.set_default_dtype(torch.float32)
