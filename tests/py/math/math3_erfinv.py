import torch
x = torch.tensor([-0.9, -0.5, 0., 0.3, 0.99, 1.])
print(torch.erfinv(x))
print(torch.erfinv(x.double()).tolist())
print(torch.erf(torch.erfinv(torch.tensor([0.5]))))
