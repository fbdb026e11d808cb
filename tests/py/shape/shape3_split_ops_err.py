import torch
# split ops err
x = torch.arange(10.)
for f in [lambda: x.split([2, 3]), lambda: x.split_with_sizes([4, 7]), lambda: x.split(0), lambda: x.split([3, -1, 8]),
          lambda: torch.split(x, [5, 5], dim=1), lambda: x.view(2, 5).split([1, 1, 1])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
