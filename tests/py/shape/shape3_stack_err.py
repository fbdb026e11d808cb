import torch
# stack err
a, b = torch.zeros(2, 3), torch.zeros(3, 2)
for f in [lambda: torch.stack([a, b]), lambda: torch.stack([a, a[:, :2]], 1), lambda: torch.stack([]), lambda: torch.stack([a, a], 3),
          lambda: torch.stack(a), lambda: torch.stack([a, 1]), lambda: torch.hstack([a, b]), lambda: torch.vstack([a, b])]:
    try:
        print(f().shape)
    except Exception as e:
        print(type(e).__name__, e)
print(torch.stack([a, a], -1).shape, torch.stack((a, a, a), dim=1).shape, torch.stack([torch.tensor(1.), torch.tensor(2.)]))
