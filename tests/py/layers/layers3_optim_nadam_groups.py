import torch, torch.nn as nn
torch.manual_seed(5)
model = nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 2))
opt = torch.optim.NAdam([{"params": model[0].parameters(), "lr": 0.05}, {"params": model[2].parameters(), "momentum_decay": 0.01}], lr=0.01)
print(opt)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
x = torch.randn(10, 3)
t = torch.randint(0, 2, (10,))
for i in range(6):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), t)
    loss.backward()
    opt.step()
    sched.step()
    print(i, round(loss.item(), 6), [g["lr"] for g in opt.param_groups])
print(opt.state_dict()["state"][0]["mu_product"])
opt2 = torch.optim.NAdam(model.parameters())
try:
    opt2.load_state_dict(opt.state_dict())
except Exception as e:
    print(type(e).__name__, e)
opt2 = torch.optim.NAdam([{"params": model[0].parameters()}, {"params": model[2].parameters()}])
opt2.load_state_dict(opt.state_dict())
print(opt2.param_groups[1]["momentum_decay"], opt2.state_dict()["state"][3]["step"])
