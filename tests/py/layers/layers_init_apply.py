import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

def init_weights(mod):
    if isinstance(mod, nn.Linear):
        nn.init.xavier_uniform_(mod.weight)
        mod.bias.data.fill_(0.01)
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
net.apply(init_weights)
for n, p in net.named_parameters():
    print(n, p)
