import torch
# errors for shape ops: messages
x = torch.arange(6)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.view(4))
tr(lambda: x.reshape(4, -1))
tr(lambda: x.view(-1, 0))
tr(lambda: x.view(2, 3).permute(1))
tr(lambda: x.squeeze(1))
tr(lambda: x.unsqueeze(-3))
tr(lambda: x.view(2, 3).transpose(2, 0))
tr(lambda: x.expand(2))
tr(lambda: x.view(2, 3).expand(3, 3))
tr(lambda: x.view(2, 3).flatten(3))
tr(lambda: torch.cat([x, x], dim=-2))
tr(lambda: x.unflatten(0, (4, -1)))
tr(lambda: x.view(3, 2).view(-1, 4))
tr(lambda: x.view(1.5))
tr(lambda: x.view(2, 3).sum(2))
tr(lambda: x.view(2, 3)[2])
tr(lambda: x.repeat(2, -1))
