import torch
import torch.nn as nn


def init_all(m):
    if isinstance(m, (nn.Linear, nn.Conv2d)):
        nn.init.xavier_uniform_(m.weight)
        if m.bias is not None:
            nn.init.constant_(m.bias, 0.01)
    print("visit", type(m).__name__)


torch.manual_seed(42)
net = nn.Sequential(nn.Conv2d(1, 2, 2), nn.ReLU(), nn.Flatten(), nn.Linear(2 * 2 * 2, 2))
ret = net.apply(init_all)
print(ret is net)
print(net[0].weight)
print(net[3].weight)
print(net[3].bias)
print(net(torch.ones(1, 1, 3, 3)))
try:
    net(torch.ones(1, 3))
except NotImplementedError as e:
    print("NotImplementedError:", e)
except RuntimeError as e:
    print("RuntimeError:", e)
