import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
g0 = {"params": net[0].parameters()}
g1 = {"params": net[2].parameters(), "lr": 0.5, "momentum": 0.0}
opt = torch.optim.SGD([g0, g1], lr=0.1, momentum=0.9)
print(opt)
print(opt.param_groups[0] is g0, opt.param_groups[1] is g1)
print(type(g0["params"]).__name__, len(g0["params"]))
for g in opt.param_groups:
    print(list(g.keys()))
    print({k: v for k, v in g.items() if k != "params"})
print(opt.defaults)
a = torch.optim.Adam([{"params": [net[0].weight], "betas": (0.5, 0.6)}, {"params": [net[0].bias], "weight_decay": 0.1}], lr=0.01)
print(a)
for g in a.param_groups:
    print(list(g.keys()))
