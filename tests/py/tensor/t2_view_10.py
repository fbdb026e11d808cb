import torch
# in-place ops through views keep versions; base and _is_view
x = torch.zeros(4)
v = x[1:3]
print(v._base is x, x._base, v._is_view(), x._is_view())
v.add_(5)
print(x, x._version, v._version)
x.mul_(2)
print(v, x._version, v._version)
w = x.view(2, 2)
w[0] = torch.tensor([9., 8.])
print(x, w._base is x)
print(x.view(4)._base is x, w.view(4)._base is x)
print(x.clone()._base, x.detach()._base is None)
