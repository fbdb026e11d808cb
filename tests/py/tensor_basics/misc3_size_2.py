import torch
x = torch.zeros(2, 3)
cases = [
    lambda: setattr(x, 'shape', (2, 2)),
    lambda: torch.Size([1.5]),
    lambda: torch.Size(['a']),
    lambda: torch.Size(3),
    lambda: x.shape.index(7),
    lambda: x.shape[5],
    lambda: x.size(2),
    lambda: x.size(-3),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
try:
    x.shape[0] = 5
except Exception as e:
    print(type(e).__name__, e)
