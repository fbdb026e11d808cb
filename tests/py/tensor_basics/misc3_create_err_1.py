import torch
cases = [
    lambda: torch.tensor([1, [2]]),
    lambda: torch.tensor(None),
    lambda: torch.tensor([None]),
    lambda: torch.tensor([300, -1], dtype=torch.uint8),
    lambda: torch.tensor([200, -200], dtype=torch.int8),
    lambda: torch.tensor(2**63),
    lambda: torch.tensor([[1, 2], [3]]),
    lambda: torch.tensor('abc'),
    lambda: torch.tensor([1, 'a']),
    lambda: torch.tensor({1: 2}),
    lambda: torch.tensor([1, 2], dtype=torch.int32) if False else torch.tensor([70000], dtype=torch.int16),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
