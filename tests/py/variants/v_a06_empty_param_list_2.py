import torch
import torch.nn as nn

m = nn.Linear(2, 2)
params = m.parameters()
opt = torch.optim.SGD(params, lr=0.1)
print(len(opt.param_groups[0]["params"]))
try:
    torch.optim.SGD(params, lr=0.1)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([{"params": []}], lr=0.1)
    print("empty group ok")
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD(m.weight, lr=0.1)
except TypeError as e:
    print("TypeError:", e)
try:
    torch.optim.SGD([m.weight, 3], lr=0.1)
except TypeError as e:
    print("TypeError:", e)
try:
    torch.optim.Adam([m.weight], lr=0.1, eps=-1.0)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.Adam([m.weight], lr=0.1, betas=(0.9, 1.5))
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([m.weight], lr=0.1, weight_decay=-0.5)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([m.weight], lr=0.1, momentum=0.5, dampening=0.1, nesterov=True)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([{"params": m.weight}, {"params": [m.weight]}], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
o = torch.optim.SGD([{"params": m.weight}], lr=0.1)
o.add_param_group({"params": m.bias, "lr": 0.5})
print([g["lr"] for g in o.param_groups], [len(g["params"]) for g in o.param_groups])
try:
    o.add_param_group({"params": [m.bias]})
except ValueError as e:
    print("ValueError:", e)
