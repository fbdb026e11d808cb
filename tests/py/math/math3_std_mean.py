import torch
x = torch.tensor([[1., 2., 3., 4.], [2., 4., 6., 9.]])
print(torch.std_mean(x), torch.var_mean(x))
print(torch.std_mean(x, dim=1), torch.var_mean(x, 0, unbiased=False), torch.var_mean(x, dim=1, correction=0, keepdim=True))
s, m = torch.std_mean(x, 1)
print(s, m)
