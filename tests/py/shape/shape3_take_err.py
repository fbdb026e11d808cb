import torch
# take err
x = torch.arange(6.).view(2, 3)
print(torch.take(x, torch.tensor([0, 5, -1])))
for f in [lambda: torch.take(x, torch.tensor([6])), lambda: torch.take(x, torch.tensor([-7])), lambda: torch.take(x, torch.tensor([1.]))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
