import torch
torch.manual_seed(21)
rates = torch.tensor([[0.1, 1.0, 4.0], [12.0, 50.0, 0.0]])
s = torch.poisson(rates)
print(s, s.dtype)
counts = torch.stack([torch.poisson(rates) for _ in range(4)])
print(counts.sum(0))
print(torch.poisson(torch.tensor([1000.0, 3.5], dtype=torch.float64)))
x = torch.rand(5) * 30
print(x, torch.poisson(x))
