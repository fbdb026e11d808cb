import torch
cases = [
    lambda: torch.zeros((2, 'a')),
    lambda: torch.zeros(2, 3, dtype='float32'),
    lambda: torch.ones(2.5),
    lambda: torch.zeros(-1),
    lambda: torch.randint(10, 3),
    lambda: torch.randint(5, (2,), dtype=torch.bool),
    lambda: torch.normal(0., -1., (2,)),
    lambda: torch.empty(2, 'x'),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
