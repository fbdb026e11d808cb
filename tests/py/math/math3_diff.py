import torch
x = torch.tensor([1, 4, 9, 16, 25])
print(torch.diff(x), x.diff(n=2), torch.diff(x, prepend=torch.tensor([0])))
m = torch.tensor([[1., 2., 4.], [3., 7., 8.]])
print(torch.diff(m), torch.diff(m, dim=0), torch.diff(m, append=torch.zeros(2, 1)))
print(torch.diff(torch.tensor([True, False, False])))
