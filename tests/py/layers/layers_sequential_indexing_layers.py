import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Dropout(), nn.Linear(3, 1))
print(net[0], net[-1], net[1:3])
print(len(net), [type(m).__name__ for m in net])
print(isinstance(net[1], nn.ReLU), isinstance(net[1], nn.Module))
