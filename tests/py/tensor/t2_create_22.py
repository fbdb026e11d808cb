import torch
# full/arange with bool and negative step float, dtype inference for full
print(torch.full((2,), False), torch.full((2,), 3).dtype, torch.full((2,), 3.).dtype, torch.full((1,), True).dtype)
print(torch.arange(1, 0, -0.25), torch.arange(-1., 1., 0.5), torch.arange(5, dtype=torch.uint8), torch.arange(0, 10, 3, dtype=torch.float64))
print(torch.arange(0, 1, 0.1).shape, torch.arange(0, 0.3, 0.1).shape, torch.arange(1, 2, 0.1)[-1])
print(torch.linspace(-5, 5, steps=6), torch.linspace(0, 1, steps=2, dtype=torch.float64))
print(torch.ones(2, 2).new_full((1, 2), 9), torch.empty(0, 3).shape)
