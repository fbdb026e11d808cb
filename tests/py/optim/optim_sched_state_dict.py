import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2)
print(sched.state_dict())
for _ in range(3):
    opt.step()
    sched.step()
sd = sched.state_dict()
print(sd)
print(list(vars(sched).keys()))
print(opt.param_groups[0])
opt2 = torch.optim.SGD([w], lr=0.1)
s2 = torch.optim.lr_scheduler.StepLR(opt2, step_size=2)
s2.load_state_dict(sd)
print(s2.last_epoch, s2.get_last_lr(), opt2.param_groups[0]["lr"])
s3 = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4, last_epoch=3)
print(s3.last_epoch, s3.get_last_lr())
