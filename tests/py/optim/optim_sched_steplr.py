import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
print(sched.get_last_lr(), sched.last_epoch, opt.param_groups[0]["lr"], opt.param_groups[0]["initial_lr"])
for epoch in range(20):
    w.grad = torch.ones(1)
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr(), sched.last_epoch)
print(w)
print(sched.base_lrs)
print(opt)
