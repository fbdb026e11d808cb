import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.05)
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.25, total_iters=8)
print(sched.get_last_lr())
for epoch in range(12):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
opt2 = torch.optim.SGD([w], lr=1.0)
s2 = torch.optim.lr_scheduler.LinearLR(opt2, start_factor=1.0, end_factor=0.1, total_iters=10)
for epoch in range(12):
    opt2.step()
    s2.step()
    print(s2.get_last_lr())
for kw in ({"start_factor": 0}, {"start_factor": 1.5}, {"end_factor": -0.1}):
    try:
        torch.optim.lr_scheduler.LinearLR(opt, **kw)
    except ValueError as e:
        print("ValueError", e)
