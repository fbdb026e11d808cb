import torch
x = torch.tensor([-2., -0.5, 0., 0.5, 2.])
print(torch.asinh(x), torch.arcsinh(x))
print([repr(v) for v in torch.asinh(x).tolist()])
print(torch.asinh(torch.tensor([1, 2])))
