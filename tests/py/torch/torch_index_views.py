import torch
x = torch.arange(6.)
v = x[1:4]
v[0] = 100
print(x)
r = x.view(2, 3)
r[1, 1] = -1
print(x, r.is_contiguous(), r.t().is_contiguous())
print(x[::2].stride(), x.view(2, 3).stride(), x.view(2, 3).t().stride())
