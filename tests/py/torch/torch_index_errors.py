import torch
x = torch.arange(3)
for f in [lambda: x[5], lambda: x[-4], lambda: x[0, 0], lambda: x[1.5], lambda: x['a'], lambda: torch.tensor(1.)[0], lambda: x[::-1]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
