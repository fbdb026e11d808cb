import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for m in [nn.Linear(1, 1), nn.ReLU(), nn.Conv2d(1, 1, 1), nn.BatchNorm1d(1), nn.Dropout(), nn.MSELoss(), nn.Embedding(2, 2), nn.LayerNorm(2), nn.MaxPool2d(2), nn.Flatten()]:
    print(type(m).__module__, type(m).__qualname__, torch.typename(m))
print(nn.Linear is nn.modules.linear.Linear, nn.ReLU is nn.modules.activation.ReLU)
import torch.nn.modules.conv as C
print(C.Conv2d is nn.Conv2d, issubclass(nn.Conv2d, C._ConvNd), nn.BatchNorm1d.__mro__[1].__name__)
