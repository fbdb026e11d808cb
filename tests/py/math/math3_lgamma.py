import torch
x = torch.tensor([0.5, 1., 2.5, 10., -0.5])
print(torch.lgamma(x))
print(torch.lgamma(torch.tensor([3, 4])))
print([repr(v) for v in torch.lgamma(torch.tensor([0.5, 4.5])).tolist()])
