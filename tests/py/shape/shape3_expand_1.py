import torch
x = torch.tensor([[1], [2], [3]])
print(x.expand(3, 4), x.expand(-1, 2).stride())
print(x.expand(2, 3, 2).shape, x.repeat(1, 2), x.repeat(2, 1, 1).shape)
for f in [lambda: x.expand(2, 4), lambda: x.expand(4), lambda: x.repeat(2), lambda: x.expand(-1, 3, 1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
