import torch
# transpose err
x = torch.arange(24).view(2, 3, 4)
print(x.transpose(0, 2).shape, x.transpose(-1, -2).shape, x.swapaxes(0, 1).shape, torch.transpose(x, 1, 1).shape)
for f in [lambda: x.transpose(0, 3), lambda: x.transpose(-4, 0), lambda: torch.arange(3).t().shape, lambda: x.t(),
          lambda: x.transpose(0), lambda: torch.tensor(1).transpose(0, 0).shape, lambda: torch.tensor(1).t().shape]:
    try:
        r = f()
        print(r.shape if hasattr(r, 'shape') else r)
    except Exception as e:
        print(type(e).__name__, e)
