import torch
print(int(torch.tensor(3.7)), float(torch.tensor(2)), bool(torch.tensor(0.)), bool(torch.tensor([1])))
print(int(torch.tensor([[5]])), float(torch.tensor([1.5])), complex(torch.tensor(2.)))
print(int(torch.tensor(-3.7)), int(torch.tensor(True)), float(torch.tensor(1, dtype=torch.uint8)))
import math
print(math.floor(torch.tensor(2.5)), math.sqrt(torch.tensor(4.)), round(torch.tensor(2.567).item(), 2))
print(torch.tensor(5).__index__(), [10, 20, 30][torch.tensor(1)], list(range(5))[torch.tensor(2):])
print(abs(torch.tensor(-2.)), -torch.tensor(1), +torch.tensor(2))
cases = [
    lambda: int(torch.tensor([1, 2])),
    lambda: float(torch.tensor([])),
    lambda: bool(torch.tensor([1, 2])),
    lambda: bool(torch.tensor([])),
    lambda: [1, 2][torch.tensor(1.)],
    lambda: [1, 2][torch.tensor([0, 1])],
    lambda: int(torch.tensor(float('nan'))),
    lambda: int(torch.tensor(float('inf'))),
    lambda: complex(torch.tensor([1., 2.])),
    lambda: round(torch.tensor(2.567), 2),
    lambda: round(torch.tensor(2.5)),
    lambda: hex(torch.tensor(5)),
    lambda: range(torch.tensor(3)),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
