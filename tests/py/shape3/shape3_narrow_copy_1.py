import torch
m = torch.arange(12).reshape(3, 4)
n = m.narrow_copy(1, 1, 2)
print(n, n.is_contiguous(), n._is_view())
print(torch.narrow_copy(m, 0, 2, 1))
try:
    m.narrow_copy(0, 2, 5)
except Exception as e:
    print(type(e).__name__, e)
