import torch
x = torch.tensor([1., 2., 3., 4., 10.])
print(torch.quantile(x, 0.5), torch.quantile(x, torch.tensor([0.25, 0.75])), x.quantile(0.9))
m = torch.tensor([[1., 5., 2.], [8., 3., 4.]])
print(torch.quantile(m, 0.5, dim=1), torch.quantile(m, 0.25, dim=0, keepdim=True))
for mode in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
    print(mode, torch.quantile(x, 0.4, interpolation=mode))
