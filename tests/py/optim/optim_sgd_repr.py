import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(3, 2)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
print(opt)
print(repr(opt) == str(opt))
print(opt.defaults)
print(list(opt.param_groups[0].keys()))
print(len(opt.param_groups), len(opt.param_groups[0]['params']))
print(opt.param_groups[0]['params'][0] is m.weight, opt.param_groups[0]['params'][1] is m.bias)
o2 = torch.optim.SGD(m.parameters(), lr=0.01, momentum=0.9, nesterov=True, weight_decay=5e-4)
print(o2)
o3 = torch.optim.SGD(m.parameters(), lr=1, dampening=0.5, momentum=0.1, maximize=True)
print(o3)
print(type(opt), type(opt).__name__, type(opt).__module__)
print(isinstance(opt, torch.optim.Optimizer))
