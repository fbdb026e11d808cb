import torch

w = torch.zeros(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, 2)
for i in range(5):
    w.grad = torch.tensor([1.0, -1.0])
    opt.step()
    sched.step()
    print(i, w.tolist(), sched.get_last_lr(), opt._opt_called)
print(sched.get_lr.__name__)
