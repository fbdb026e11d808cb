import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 1)
opt = torch.optim.SGD(m.named_parameters(), lr=0.1)
print(list(opt.param_groups[0].keys()))
print(opt.param_groups[0]["param_names"])
print(opt.param_groups[0]["params"][0] is m.weight)
print(opt)
print(opt.state_dict()["param_groups"])
try:
    opt.add_param_group({"params": [nn.Parameter(torch.ones(1))]})
except ValueError as e:
    print("ValueError", e)
try:
    torch.optim.SGD([("w", m.weight), m.bias], lr=0.1)
except ValueError as e:
    print("ValueError", e)
