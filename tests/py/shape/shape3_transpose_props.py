import torch
# transpose props
x = torch.arange(6.).view(2, 3)
print(x.T, x.mT, x.H.shape, x.mH.shape)
y = torch.arange(24.).view(2, 3, 4)
print(y.mT.shape, y.mH.shape, y.T.shape if False else y.permute(2, 1, 0).shape)
for f in [lambda: torch.arange(3.).mT, lambda: torch.arange(3.).H, lambda: y.H, lambda: torch.tensor(2.).mT]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.arange(3.).T, torch.tensor(2.).T)
