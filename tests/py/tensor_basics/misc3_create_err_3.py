import torch
cases = [
    lambda: torch.tensor([[1, 2], [3, 4, 5]]),
    lambda: torch.tensor([[1, 2], 3]),
    lambda: torch.tensor([1., [2.]]),
    lambda: torch.tensor([1.5, 'a']),
    lambda: torch.tensor(object()),
    lambda: torch.tensor([1, None]),
    lambda: torch.tensor(None, dtype=torch.float32),
    lambda: torch.tensor([2 ** 64]),
    lambda: torch.tensor([1, 2 ** 40], dtype=torch.int32),
    lambda: torch.tensor([-129], dtype=torch.int8),
    lambda: torch.tensor([300.5], dtype=torch.uint8),
    lambda: torch.tensor([1, 2], dtype='int64'),
    lambda: torch.tensor([1, 2], 'float'),
    lambda: torch.tensor(),
    lambda: torch.ones(2, dtype=5),
    lambda: torch.full((2,), 1., dtype='float32'),
    lambda: torch.arange(3, dtype='float32'),
    lambda: torch.zeros_like(torch.ones(2), dtype='float32'),
    lambda: torch.eye(2, dtype='a'),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
