import torch
import torch.nn as nn

def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        if m.bias is not None:
            nn.init.zeros_(m.bias)
        print("init", m)
    elif isinstance(m, nn.Conv2d):
        nn.init.ones_(m.weight)
        print("conv", m)

net = nn.Sequential(nn.Conv2d(1, 2, 3), nn.Flatten(), nn.Linear(8, 4, bias=False), nn.Sequential(nn.Linear(4, 1)))
ret = net.apply(init_weights)
print(ret is net)
print(net[2].weight)
print(net[3][0].bias)
names = []
net.apply(lambda m: names.append(m.__class__.__name__))
print(names)
