import torch
x = torch.arange(6)
print(x.unflatten(0, (2, 3)))
print(x.unflatten(0, (-1, 2)).shape)
print(torch.unflatten(torch.ones(4, 6), 1, (2, 3)).shape)
for f in [lambda: x.unflatten(0, (4, -1)), lambda: x.unflatten(0, (4, 2)), lambda: x.unflatten(1, (2, 3)),
          lambda: x.unflatten(0, ())]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(x.flatten(), torch.ones(2, 3, 4).flatten(1).shape, torch.ones(2, 3, 4).flatten(0, 1).shape)
for f in [lambda: torch.ones(2, 3).flatten(1, 0), lambda: torch.ones(2, 3).flatten(3)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
