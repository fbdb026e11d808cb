import torch
# index types err
x = torch.arange(6)
for f in [lambda: x[1.5], lambda: x['a'], lambda: x[None, None].shape, lambda: x[[1.0]], lambda: x[torch.tensor([1.0])],
          lambda: x[{}], lambda: x[(1,)], lambda: x[[[0, 1]]], lambda: x[[True, False, True, False, True, False]],
          lambda: x[[True, False]], lambda: x[torch.tensor([True, False])]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
