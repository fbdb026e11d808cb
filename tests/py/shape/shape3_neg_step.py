import torch
# neg step
x = torch.arange(6)
for f in [lambda: x[::-1], lambda: x[5:0:-1], lambda: x[::0], lambda: x.view(2, 3)[:, ::-2]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(x.flip(0), x[::2], x[1::3], x[-2:], x[:-4], x[10:], x[-10:2])
