import torch
# expand permute
x = torch.arange(3.).view(3, 1)
print(x.expand(-1, 4), x.expand(2, -1, 2).shape, x.expand_as(torch.zeros(3, 5)).shape)
y = torch.arange(24).view(2, 3, 4)
print(y.permute(-1, 0, 1).shape, y.permute(2, -2, -3).shape, y.permute((1, 0, 2)).shape)
for f in [lambda: x.expand(-1, -1, 4), lambda: x.expand(2, 4), lambda: x.expand(4), lambda: y.permute(0, 0, 1),
          lambda: y.permute(0, 1, 3), lambda: y.permute(0, 1), lambda: x.expand(-2, 4), lambda: y.permute(0, 1, -4)]:
    try:
        print(f().shape)
    except Exception as e:
        print(type(e).__name__, e)
