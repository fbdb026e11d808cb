import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

base = set(vars(nn.Module()))
for m in [nn.Linear(2, 3), nn.Conv2d(1, 2, 3), nn.Conv1d(1, 2, 3), nn.BatchNorm1d(3), nn.LayerNorm(4), nn.GroupNorm(2, 4),
          nn.Embedding(5, 2), nn.Dropout(), nn.ReLU(), nn.LeakyReLU(), nn.GELU(), nn.Softmax(), nn.Flatten(),
          nn.Unflatten(1, (2, 2)), nn.MaxPool2d(2), nn.AvgPool2d(2), nn.AdaptiveAvgPool2d(1), nn.PReLU(), nn.Softplus(),
          nn.ELU(), nn.Hardtanh(), nn.Bilinear(2, 3, 4), nn.Identity(), nn.SiLU(), nn.Tanh()]:
    print(type(m).__name__, [k for k in vars(m) if k not in base])
