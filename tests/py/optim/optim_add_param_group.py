import torch
import torch.nn as nn

torch.manual_seed(0)
body = nn.Linear(2, 2)
head = nn.Linear(2, 1)
opt = torch.optim.SGD(body.parameters(), lr=0.1, momentum=0.5)
opt.add_param_group({"params": head.parameters(), "lr": 0.01})
print(opt)
print([len(g["params"]) for g in opt.param_groups])
print(list(opt.param_groups[1].keys()))
try:
    opt.add_param_group({"params": body.weight})
except ValueError as e:
    print("ValueError", e)
try:
    opt.add_param_group([head.weight])
except TypeError as e:
    print("TypeError", e)
try:
    opt.add_param_group({"params": set(head.parameters())})
except TypeError as e:
    print("TypeError", e)
extra = nn.Parameter(torch.zeros(4))
g = {"params": extra}
opt.add_param_group(g)
print(g["params"][0] is extra, list(g.keys()))
print(len(opt.param_groups))
