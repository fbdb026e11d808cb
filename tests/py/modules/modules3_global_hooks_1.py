import torch
import torch.nn as nn
from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook

seen = []
h = register_module_forward_hook(lambda m, i, o: seen.append(type(m).__name__))
h2 = register_module_forward_pre_hook(lambda m, i: seen.append("pre:" + type(m).__name__))
net = nn.Sequential(nn.Linear(1, 1), nn.ReLU())
net(torch.ones(1, 1))
h.remove(); h2.remove()
net(torch.ones(1, 1))
print(seen)
