import torch
# repeat expand
x = torch.tensor([1, 2, 3])
print(x.repeat(2), x.repeat(2, 2), x.repeat(1, 2, 1).shape, x.expand(2, 3))
for f in [lambda: x.repeat(2, 3)[0], lambda: torch.zeros(2, 3).repeat(2), lambda: x.repeat(-1), lambda: x.repeat()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(x.repeat(0).shape, x.repeat(2, 0).shape)
