import torch
# ellipsis multi
x = torch.arange(24).view(2, 3, 4)
for f in [lambda: x[..., ..., 0], lambda: x[..., 0, ...], lambda: x[None, ..., None].shape, lambda: x[..., None].shape,
          lambda: x[0, ..., 1], lambda: x[..., 1:, None, 2].shape, lambda: x[(..., 0)]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
