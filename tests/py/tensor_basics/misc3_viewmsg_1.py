import torch
x = torch.arange(6.)
cases = [
    lambda: x.view(1.5),
    lambda: x.unflatten(0, (4, -1)),
    lambda: x.reshape(2, 3).unsqueeze(0).permute(0, 1),
    lambda: x.view('a'),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
