import torch
# bad elements in size arguments
x = torch.arange(6.)
cases = [
    lambda: x.view(2, 3.0),
    lambda: x.view(2.0, 3),
    lambda: x.view((2, 3.0)),
    lambda: x.view([2, '3']),
    lambda: x.reshape(2, 3.0),
    lambda: x.reshape(2.0, 3),
    lambda: x.reshape((2, None)),
    lambda: x.view(3, 2).expand(2, 3, 2.0),
    lambda: x.view(3, 2).expand(2.5, 3, 2),
    lambda: x.repeat(2, 1.0),
    lambda: x.repeat(2.0),
    lambda: x.view(2, 3).permute(1, 0.0),
    lambda: x.view(2, 3).permute(1.0, 0),
    lambda: x.new_zeros(2, 3.0),
    lambda: x.new_zeros((2, 'a')),
    lambda: x.new_ones(2.0),
    lambda: x.view(2, 3).flip(0.5),
    lambda: x.view(2, 3).sum((0, 1.0)),
    lambda: torch.zeros(2, 3.0),
    lambda: torch.ones((2, 3.5)),
    lambda: torch.empty(2, None),
    lambda: torch.full((2, 2.0), 1.),
    lambda: x.view(2, 3).tile((2, 1.5)),
]
for i, f in enumerate(cases):
    try:
        r = f()
        print(i, r.shape)
    except Exception as e:
        print(i, type(e).__name__, e)
