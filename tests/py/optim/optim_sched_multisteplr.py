import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=1.0, momentum=0.9)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 5, 5, 9], gamma=0.3)
print(sched.milestones)
for epoch in range(20):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
