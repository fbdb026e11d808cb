import torch
x = torch.tensor([0, 1, 1, 3, 1])
print(torch.bincount(x), x.bincount(minlength=6), torch.bincount(x, weights=torch.tensor([0.5, 1., 1., 2., 0.25])))
print(torch.bincount(torch.tensor([], dtype=torch.long)))
for f in [lambda: torch.bincount(torch.tensor([-1, 2])), lambda: torch.bincount(torch.tensor([1.5]))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
