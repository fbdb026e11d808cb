import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=1.0)
s1 = torch.optim.lr_scheduler.ConstantLR(opt, factor=0.1, total_iters=2)
s2 = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)
sched = torch.optim.lr_scheduler.ChainedScheduler([s1, s2])
print(sched.get_last_lr())
for epoch in range(8):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
try:
    torch.optim.lr_scheduler.ChainedScheduler([])
except ValueError as e:
    print("ValueError", e)
