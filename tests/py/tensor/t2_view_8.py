import torch
# flip / fliplr / flipud / rot90 / narrow / select / unfold
x = torch.arange(12).reshape(3, 4)
print(x.flip(0), x.flip(1), x.flip(0, 1), x.flip([-1]), torch.fliplr(x), torch.flipud(x))
print(torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, -1, [0, 1]))
print(x.narrow(1, 1, 2), x.narrow(0, 2, 1), torch.narrow(x, 0, 0, 2).is_contiguous())
print(x.select(0, 1), x.select(1, -1), torch.select(x, 1, 0))
print(torch.arange(8).unfold(0, 3, 2), x.unfold(1, 2, 2).shape)
f = x.flip(0)
f[0, 0] = 100
print(x[2, 0], f.is_contiguous())
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.narrow(1, 3, 2))
tr(lambda: x.select(0, 3))
tr(lambda: x.flip(2))
