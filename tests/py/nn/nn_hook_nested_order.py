import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1, 1), nn.ReLU(), nn.Sequential(nn.Tanh()))
order = []
for name, mod in s.named_modules():
    mod.register_forward_pre_hook(lambda mod, a, n=name: order.append("pre:" + (n or 'root')))
    mod.register_forward_hook(lambda mod, a, o, n=name: order.append("fwd:" + (n or 'root')))
s(torch.ones(1, 1)); print(order)
