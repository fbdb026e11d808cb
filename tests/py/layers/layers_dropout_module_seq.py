import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))
x = torch.ones(2, 4)
print(net(x))
net.eval()
print(net(x))
