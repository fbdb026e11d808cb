import torch
x = torch.tensor([1., 2., 1., 4., 2.5, 0.])
print(torch.histc(x, bins=4), torch.histc(x, bins=5, min=0, max=5), x.histc(3, 1, 2))
try:
    torch.histc(x, bins=2, min=3, max=1)
except Exception as e:
    print(type(e).__name__, e)
