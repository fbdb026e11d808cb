import torch
for f in [lambda: torch.randint(5, 3, (2,)), lambda: torch.zeros(3, dtype=torch.int64).normal_(),
          lambda: torch.zeros(3, dtype=torch.int64).uniform_(), lambda: torch.ones(2, requires_grad=True).uniform_()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
