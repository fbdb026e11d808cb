import torch
x = torch.tensor([0., 0.25, 0.5, 1., 1.5, -2.5])
print(torch.sinc(x))
print(torch.sinc(x.double()).tolist())
