import torch
x = torch.arange(6.)
v = x.view(2, 3)
print(v._is_view(), v._base is x, x._base, x._is_view())
w = v[0]
print(w._base is x, w._is_view())
print(x.clone()._is_view(), (x + 1)._base)
print(x.reshape(3, 2)._base is x, x.t()._base)
print(v.t().contiguous()._is_view())
print(x.detach()._is_view(), x.flip(0)._is_view(), x.expand(2, 6)._is_view())
