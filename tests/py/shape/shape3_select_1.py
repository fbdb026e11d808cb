import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x.select(1, 2), torch.select(x, 2, -1).shape)
print(x.narrow(2, 1, 2).shape, torch.narrow(x, 0, 1, 1).stride())
print(x.swapaxes(0, 2).shape, x.swapdims(1, 2).stride(), torch.transpose(x, 0, 1).is_contiguous())
for f in [lambda: x.select(3, 0), lambda: x.select(1, 5), lambda: x.narrow(2, 3, 2), lambda: x.transpose(0, 3)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
