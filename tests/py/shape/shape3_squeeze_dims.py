import torch
# squeeze dims
x = torch.zeros(1, 3, 1, 2)
print(x.squeeze(1).shape, x.squeeze(0).shape, x.squeeze(-2).shape, x.squeeze((0, 1, 2)).shape, x.squeeze().shape)
print(x.unsqueeze(-1).shape, x.unsqueeze(4).shape, torch.squeeze(x, 3).shape)
for f in [lambda: x.squeeze(4), lambda: x.unsqueeze(6), lambda: x.squeeze((0, 0)), lambda: torch.tensor(1.).squeeze(0).shape,
          lambda: torch.tensor(1.).unsqueeze(1), lambda: torch.tensor(1.).squeeze(-1).shape]:
    try:
        print(f().shape)
    except Exception as e:
        print(type(e).__name__, e)
