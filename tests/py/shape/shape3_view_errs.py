import torch
# view errs
x = torch.arange(12.).view(3, 4)
for f in [lambda: x.t().view(12), lambda: x.view(5, -1), lambda: x.view(-1, -1), lambda: x.reshape(5, 3),
          lambda: x.view(2, 6).shape, lambda: x.t().reshape(12).shape, lambda: x.view(0, -1), lambda: x.flatten(1, 0),
          lambda: x.unflatten(1, (2, 3)), lambda: x.view(-1).shape]:
    try:
        r = f()
        print(r.shape if hasattr(r, 'shape') else r)
    except Exception as e:
        print(type(e).__name__, e)
