import torch
# dtype attributes and checks after conversions
x = torch.arange(3)
for t in [x, x.float(), x.double(), x.half(), x.bool(), x.to(torch.int8)]:
    print(t.dtype, t.is_floating_point(), t.dtype.is_floating_point, t.element_size(), t.dtype.itemsize, torch.is_floating_point(t), t.is_signed() if hasattr(t, 'is_signed') else '')
print(torch.is_complex(x), x.is_complex(), torch.is_nonzero(torch.tensor([1])), torch.is_nonzero(torch.tensor(0.)))
try:
    torch.is_nonzero(torch.tensor([1, 2]))
except Exception as e:
    print(type(e).__name__, e)
print(x.float().dtype == torch.float, x.dtype in (torch.int64, torch.int32), x.dtype is torch.int64)
