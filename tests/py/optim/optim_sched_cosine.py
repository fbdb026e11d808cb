import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
for epoch in range(25):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
opt2 = torch.optim.Adam([w], lr=0.003)
s2 = torch.optim.lr_scheduler.CosineAnnealingLR(opt2, T_max=7, eta_min=1e-4)
for epoch in range(20):
    opt2.step()
    s2.step()
    print("%.17g" % s2.get_last_lr()[0])
