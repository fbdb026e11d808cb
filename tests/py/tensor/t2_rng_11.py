import torch
# random ops on shapes: multinomial, rand with requires_grad, shuffling via randperm
torch.manual_seed(0)
w = torch.tensor([0.1, 0.2, 0.7])
print(torch.multinomial(w, 1), torch.multinomial(w, 2), torch.multinomial(w, 5, replacement=True))
print(torch.multinomial(torch.tensor([[1., 0.], [0., 1.]]), 1))
r = torch.rand(3, requires_grad=True)
print(r, r.requires_grad)
print(torch.randn(2, 3, dtype=torch.float64, requires_grad=True))
x = torch.arange(6)
print(x[torch.randperm(6)])
try:
    torch.multinomial(w, 4)
except Exception as e:
    print(type(e).__name__, e)
