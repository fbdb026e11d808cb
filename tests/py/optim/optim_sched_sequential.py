import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
warm = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=4)
decay = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.8)
sched = torch.optim.lr_scheduler.SequentialLR(opt, schedulers=[warm, decay], milestones=[4])
print(sched.get_last_lr())
for epoch in range(12):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
print(sorted(sched.state_dict().keys()))
try:
    torch.optim.lr_scheduler.SequentialLR(opt, [warm, decay], milestones=[1, 2])
except ValueError as e:
    print("ValueError", e)
