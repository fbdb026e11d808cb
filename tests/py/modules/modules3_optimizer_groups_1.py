import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Linear(4, 2))
decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if p.ndim == 1 else decay).append(p)
    print(f"{name:<10} ndim={p.ndim} -> {'no_decay' if p.ndim == 1 else 'decay'}")
opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}], lr=1e-3)
for i, g in enumerate(opt.param_groups):
    print(i, len(g["params"]), g["weight_decay"], g["lr"])
opt.add_param_group({"params": [nn.Parameter(torch.ones(1))], "lr": 0.5})
print(len(opt.param_groups), opt.param_groups[-1]["lr"], opt.param_groups[-1]["weight_decay"])
try:
    opt.add_param_group({"params": decay[:1]})
except ValueError as e:
    print(type(e).__name__, e)
x = torch.randn(8, 3)
loss = model(x).pow(2).mean()
loss.backward()
opt.step()
opt.zero_grad()
print(all(p.grad is None for p in model.parameters()))
sd = opt.state_dict()
print(sorted(sd.keys()), [g["params"] for g in sd["param_groups"]])
print(sorted(sd["state"][0].keys()))
