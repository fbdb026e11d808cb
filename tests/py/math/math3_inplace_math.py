import torch
x = torch.tensor([0.5, 1.5])
x.asinh_()
print(x)
y = torch.tensor([3., 4.])
y.hypot_(torch.tensor([4., 3.]))
print(y)
z = torch.tensor([1, 2])
try:
    z.asinh_()
except Exception as e:
    print(type(e).__name__, e)
