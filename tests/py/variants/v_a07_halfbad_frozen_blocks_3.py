import torch
import torch.nn as nn

torch.manual_seed(7)
model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
groups = [
    {"params": model[0].parameters(), "lr": 0.0},
    {"params": model[2].parameters()},
]
opt = torch.optim.SGD(groups, lr=0.1)
print(opt)
w0 = model[0].weight.clone()
w2 = model[2].weight.clone()
x = torch.randn(4, 3)
for _ in range(3):
    opt.zero_grad()
    model(x).pow(2).mean().backward()
    opt.step()
print("first frozen by lr=0:", torch.equal(w0, model[0].weight))
print("last moved:", not torch.equal(w2, model[2].weight))
opt.param_groups[0]["lr"] = 0.2
for g in opt.param_groups:
    print(g["lr"], len(g["params"]))
print(model[2].bias)
