import torch
# gather scatter err
x = torch.arange(12.).view(3, 4)
for f in [lambda: x.gather(1, torch.tensor([[0, 5]])), lambda: x.gather(1, torch.tensor([0, 1])),
          lambda: x.gather(1, torch.tensor([[0.]])), lambda: x.gather(2, torch.tensor([[0]])),
          lambda: torch.zeros(3, 4).scatter_(1, torch.tensor([[4]]), 1.0), lambda: torch.zeros(3).scatter_(0, torch.tensor([0, 1]), torch.ones(1)),
          lambda: torch.zeros(3, 4).scatter(1, torch.tensor([[1]]), torch.ones(1, 1, 1)),
          lambda: x.gather(0, torch.tensor([[0, 1, 2, 0, 1]])),
          lambda: torch.zeros(3).scatter_add_(0, torch.tensor([1, 2]), torch.ones(2, dtype=torch.float64))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
