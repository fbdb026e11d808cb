import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(24.0).reshape(2, 3, 4)
print(nn.Flatten()(x).shape, nn.Flatten(0)(x).shape, nn.Flatten(0, 1)(x).shape)
print(nn.Flatten()(x))
u = nn.Unflatten(1, (2, 6))
print(u(x.reshape(2, 12)).shape)
print(nn.Unflatten(-1, (2, 2))(x).shape)
print(nn.Sequential(nn.Flatten(), nn.Unflatten(1, (3, 4)))(x).shape)
