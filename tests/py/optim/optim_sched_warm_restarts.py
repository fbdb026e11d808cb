import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.001)
print(sched.get_last_lr())
for epoch in range(20):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr(), sched.T_cur, sched.T_i)
for e in [0.5, 4, 10, 25]:
    sched.step(e)
    print(e, sched.get_last_lr(), sched.T_cur, sched.T_i, sched.last_epoch)
for kw in ({"T_0": 0}, {"T_0": 2, "T_mult": 0}, {"T_0": 2, "eta_min": "x"}):
    try:
        torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, **kw)
    except ValueError as e:
        print("ValueError", e)
