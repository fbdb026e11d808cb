import torch
for f in [lambda: torch.tensor([[1, 2], [3]]), lambda: torch.tensor('a'), lambda: torch.tensor([1, 'a']),
          lambda: torch.zeros(-1), lambda: torch.ones(2, dtype=torch.int64, requires_grad=True),
          lambda: torch.tensor([1.5]).item() + torch.tensor([1., 2.]).item()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
