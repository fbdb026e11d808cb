import torch
print(torch.tensor([1.1]).item(), torch.tensor(0.1).item(), torch.tensor(3).item(), torch.tensor(True).item())
print(torch.tensor([[1, 2], [3, 4]]).tolist(), torch.tensor(2.5).tolist(), torch.tensor([1.5, 2.]).tolist())
print(int(torch.tensor(3.7)), float(torch.tensor(2)), bool(torch.tensor([1])), bool(torch.tensor(0.)))
print([1, 2, 3][torch.tensor(1)], range(10)[torch.tensor(2)])
for f in [lambda: torch.ones(2).item(), lambda: int(torch.ones(2)), lambda: bool(torch.ones(2)), lambda: bool(torch.ones(0)),
          lambda: [1, 2][torch.tensor(1.)], lambda: iter(torch.tensor(1.))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
