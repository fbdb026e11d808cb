import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
opt.step()
for e in [5, 6, 2, 9]:
    sched.step(e)
    print(e, sched.get_last_lr())
opt2 = torch.optim.SGD([w], lr=0.1)
s2 = torch.optim.lr_scheduler.CosineAnnealingLR(opt2, T_max=10)
opt2.step()
for e in [3, 7, 10]:
    s2.step(e)
    print(e, s2.get_last_lr())
