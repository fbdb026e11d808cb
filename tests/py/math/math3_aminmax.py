import torch
x = torch.tensor([[3., -1., 7.], [0., 2., 5.]])
r = x.aminmax()
print(r, r.min, r.max)
mn, mx = torch.aminmax(x, dim=0)
print(mn, mx, torch.aminmax(x, dim=1, keepdim=True))
try:
    torch.aminmax(torch.tensor([]))
except Exception as e:
    print(type(e).__name__, e)
