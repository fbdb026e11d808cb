import torch
# oob msgs
x = torch.arange(12).view(3, 4)
for f in [lambda: x[3], lambda: x[-4], lambda: x[0, 4], lambda: x[[0, 3]], lambda: x[torch.tensor([5])],
          lambda: x[:, [4]], lambda: x[5:], lambda: x[:, 7:9], lambda: x[0][9], lambda: x[torch.tensor(3)],
          lambda: x[[-4]], lambda: x[1, 2, 3], lambda: torch.tensor(5)[0]]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
