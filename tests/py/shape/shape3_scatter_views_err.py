import torch
# scatter views err
x = torch.zeros(3, 4)
for f in [lambda: torch.select_scatter(x, torch.ones(3), 0, 1), lambda: torch.slice_scatter(x, torch.ones(3, 3), 1, 0, 4, 2),
          lambda: torch.diagonal_scatter(x, torch.ones(4)), lambda: torch.select_scatter(x, torch.ones(4), 0, 5)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
