import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.Adam([w], lr=0.01)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)
for epoch in range(20):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
print(sched.state_dict())
