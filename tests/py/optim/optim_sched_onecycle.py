import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.5, total_steps=20)
print(sched.get_last_lr(), opt.param_groups[0]["momentum"])
for i in range(20):
    opt.step()
    sched.step()
    if i < 19:
        print(i, sched.get_last_lr(), opt.param_groups[0]["momentum"])
print(sorted(opt.param_groups[0].keys()))
try:
    sched.step()
    sched.step()
except ValueError as e:
    print("ValueError", e)
opt2 = torch.optim.Adam([w], lr=0.1)
s2 = torch.optim.lr_scheduler.OneCycleLR(opt2, max_lr=0.01, epochs=2, steps_per_epoch=5, anneal_strategy="linear", three_phase=True)
for i in range(10):
    opt2.step()
    s2.step()
    print(s2.get_last_lr(), opt2.param_groups[0]["betas"])
for kw in ({}, {"total_steps": 0}, {"total_steps": 5, "pct_start": 1}, {"total_steps": 5, "anneal_strategy": "exp"}):
    try:
        torch.optim.lr_scheduler.OneCycleLR(opt, 0.1, **kw)
    except ValueError as e:
        print("ValueError", e)
