import torch
t = torch.tensor([0.1, 0.5, 0.5, 0.9, 1.0, -0.2])
print(torch.histogram(t, bins=4))
h, e = torch.histogram(t, density=True, bins=5)
print(h, e)
print(torch.histogram(t, bins=3, range=(0., 1.)).hist)
print(torch.histogram(torch.tensor([2., 2.]), bins=2))
