import torch
x = torch.arange(6)
for f in [lambda: x.view(4), lambda: x.reshape(4), lambda: x.transpose(0, 2), lambda: x.permute(1, 0),
          lambda: x.size(3), lambda: len(torch.tensor(2)), lambda: x.unsqueeze(3), lambda: x.t().view(6),
          lambda: torch.ones(2, 3).t().view(6)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
