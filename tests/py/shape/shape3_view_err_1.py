import torch
x = torch.arange(6)
print(x.view(2, 3), x.view((3, 2)).shape, x.view(-1, 2).shape, x.view(size=(6,)).shape)
for f in [lambda: x.view(1.5), lambda: x.view(4, -1), lambda: x.view(-1, -1), lambda: x.view(2, 3).t().view(6),
          lambda: x.permute(0, 1), lambda: torch.ones(2, 3, 4).permute(0, 1), lambda: torch.ones(2, 3).permute(0, 0)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
