import torch
import torch.nn as nn
torch.manual_seed(0)
def init(m):
    if isinstance(m, nn.Linear):
        with torch.no_grad():
            m.weight.fill_(0.5)
            m.bias.zero_()
net = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
net.apply(init)
print(net[0].weight, net[2].bias)
