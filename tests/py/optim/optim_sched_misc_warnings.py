import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, 2)
print(sched.get_lr())
print(sched.get_lr())
c = torch.optim.lr_scheduler.CosineAnnealingLR(torch.optim.SGD([w], lr=0.1), 5)
print(c.get_lr())
opt2 = torch.optim.SGD([w], lr=0.1)
s2 = torch.optim.lr_scheduler.ExponentialLR(opt2, 0.5)
opt2.step = lambda: None
opt2.step()
s2.step()
print(s2.get_last_lr())
s3 = torch.optim.lr_scheduler.ExponentialLR(torch.optim.SGD([w], lr=0.1), 0.5, verbose=False)
print(s3.verbose)
