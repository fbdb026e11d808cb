import torch
import torch.nn as nn
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
feats = {}
def save(name):
    def hook(mod, inp, out):
        feats[name] = out.detach()
    return hook
net[1].register_forward_hook(save('relu'))
net(torch.ones(1, 2))
print(feats)
