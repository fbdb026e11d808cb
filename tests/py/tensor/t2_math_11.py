import torch
# trig/exponential on float64 with many digits printed
torch.set_printoptions(precision=10)
x = torch.tensor([0.1, 1.0, 2.5, -3.0], dtype=torch.float64)
print(x.sin(), x.cos(), x.tan(), x.exp(), x.abs().log(), x.abs().sqrt(), x.tanh(), x.sigmoid(), x.atan(), x.sinh(), x.expm1(), x.log1p() if False else x.abs().log1p())
y = x.float()
print(y.sin(), y.exp(), y.tanh(), y.sigmoid())
