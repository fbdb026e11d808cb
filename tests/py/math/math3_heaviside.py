import torch
x = torch.tensor([-1.5, 0., 2.])
print(torch.heaviside(x, torch.tensor([0.5])))
print(torch.heaviside(x, torch.tensor([0., 1., 7.])))
try:
    torch.heaviside(x, torch.tensor([1]))
except Exception as e:
    print(type(e).__name__, e)
