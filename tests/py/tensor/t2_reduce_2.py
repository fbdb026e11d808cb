import torch
# max/min/argmax/argmin with dim/keepdim and named tuple results
x = torch.tensor([[3., 7., 7.], [9., -1., 2.]])
r = x.max(dim=1)
print(r, r.values, r.indices, r[0], type(r).__name__)
print(x.max(), x.min(), x.max(0), x.min(1, keepdim=True), torch.max(x, 1).indices, torch.min(x, dim=0).values)
print(x.argmax(), x.argmin(), x.argmax(1), x.argmax(dim=0, keepdim=True), torch.argmax(x, dim=-1))
print(torch.max(x, torch.tensor([5., 5., 5.])), torch.maximum(x, torch.tensor(4.)), torch.minimum(x, x.flip(0)))
print(x.amax(1), x.amin(0), x.amax(dim=(0, 1)), x.aminmax(), torch.aminmax(x, dim=1))
i = torch.tensor([[1, 5], [5, 1]])
print(i.max(), i.max(1), i.argmax(), torch.tensor([True, False]).max(), torch.tensor([[True], [False]]).any(0))
v, ix = x.max(1)
print(v, ix)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.zeros(0).max())
tr(lambda: torch.zeros(0, 3).max(0))
tr(lambda: torch.zeros(0, 3).max(1))
tr(lambda: torch.zeros(0).argmax())
tr(lambda: x.max(2))
tr(lambda: torch.tensor([float('nan'), 1.]).max())
tr(lambda: torch.tensor([float('nan'), 1.]).argmax())
tr(lambda: torch.tensor(5.).max(0))
