import torch
# normal with tensor/float args
torch.manual_seed(0)
print(torch.normal(0., 1., size=(3,)), torch.normal(2., 3., (2, 2)))
print(torch.normal(torch.zeros(3), torch.ones(3)))
print(torch.normal(torch.tensor([0., 10., 100.]), 1.))
print(torch.normal(0., torch.tensor([1., 2., 3.])))
print(torch.normal(torch.arange(20.), torch.ones(20)))
t = torch.empty(5)
print(t.normal_(), t.normal_(5, 0.1), torch.empty(20).normal_(1, 2))
print(torch.empty(4).uniform_(-1, 1), torch.empty(20).uniform_(0, 10), torch.empty(3, dtype=torch.float64).uniform_(2, 3))
try:
    torch.normal(0., -1., (2,))
except Exception as e:
    print(type(e).__name__, e)
