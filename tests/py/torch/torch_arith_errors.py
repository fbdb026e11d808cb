import torch
for f in [lambda: torch.ones(2) + 'a', lambda: [1, 2] + torch.ones(2), lambda: torch.ones(2, 3) @ torch.ones(2, 3),
          lambda: torch.ones(2, 3) @ torch.ones(3, 2, dtype=torch.float64), lambda: ~torch.ones(2), lambda: torch.ones(3).view(2, 2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
