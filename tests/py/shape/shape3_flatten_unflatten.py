import torch
# flatten unflatten
x = torch.arange(24.).view(2, 3, 4)
print(x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(-2, -1).shape, torch.tensor(3.).flatten())
print(x.unflatten(2, (2, 2)).shape, x.unflatten(-1, (-1, 2)).shape, x.view(2, -1).unflatten(1, (3, 4)).shape)
print(torch.nn.Flatten()(x).shape, torch.nn.Unflatten(1, (3, 1))(torch.zeros(2, 3)).shape)
for f in [lambda: x.flatten(3), lambda: x.unflatten(0, (3, -1)), lambda: x.unflatten(0, ())]:
    try:
        print(f().shape)
    except Exception as e:
        print(type(e).__name__, e)
