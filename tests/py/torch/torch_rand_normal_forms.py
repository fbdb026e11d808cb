import torch
torch.manual_seed(5)
print(torch.normal(torch.zeros(3), 1.0))
print(torch.normal(torch.arange(4.), torch.ones(4)))
print(torch.normal(2.0, 3.0, (2, 2)))
print(torch.bernoulli(torch.full((8,), 0.5)))
print(torch.zeros(6).bernoulli_(0.3))
