import torch
# permute/transpose/contiguous/strides
x = torch.arange(24).reshape(2, 3, 4)
print(x.stride(), x.stride(0), x.stride(-1))
p = x.permute(2, 0, 1)
print(p.shape, p.stride(), p.is_contiguous(), p.contiguous().stride())
print(x.transpose(0, 2).shape, x.transpose(-1, -2).stride(), x.swapaxes(0, 1).shape, x.swapdims(1, 2).shape)
print(x.permute(0, 2, 1))
print(torch.permute(x, (1, 0, 2)).shape, x.permute([2, 1, 0]).shape)
print(x.movedim(0, -1).shape, torch.movedim(x, (0, 1), (2, 0)).shape, x.moveaxis(2, 0).shape)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.permute(0, 1))
tr(lambda: x.permute(0, 1, 1))
tr(lambda: x.permute(0, 1, 3))
tr(lambda: x.transpose(0, 3))
tr(lambda: torch.ones(2, 3).t().t().is_contiguous())
tr(lambda: torch.ones(2, 3, 4).t())
tr(lambda: torch.ones(3).t().shape)
tr(lambda: torch.ones(3).T.shape)
tr(lambda: torch.ones(2, 3, 4).mT.shape)
tr(lambda: x.contiguous() is x)
tr(lambda: x.t_() if False else x.transpose(1, 2).is_contiguous())
