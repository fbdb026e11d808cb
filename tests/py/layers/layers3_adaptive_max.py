import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 5, 7, requires_grad=True)
for m in [nn.AdaptiveMaxPool2d((2, 3)), nn.AdaptiveMaxPool2d(1), nn.AdaptiveMaxPool2d((None, 2)), nn.AdaptiveMaxPool2d(4)]:
    y = m(x)
    print(m, tuple(y.shape), y.grad_fn.name())
    print(y[1, 2])
    y.sum().backward()
    print(x.grad[1, 2])
    x.grad = None
out, idx = F.adaptive_max_pool2d(x, (2, 2), return_indices=True)
print(idx[0, 0])
s = torch.randn(2, 4, 9, requires_grad=True)
m = nn.AdaptiveMaxPool1d(4)
print(m, m(s)[1], m(s).grad_fn.name())
o, i = nn.AdaptiveMaxPool1d(3, return_indices=True)(s)
print(i[0])
print(F.adaptive_max_pool2d(torch.tensor([[[1., float("nan")], [3., 2.]]]), 1))
