import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.9)
sched = torch.optim.lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=4)
for epoch in range(8):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
opt2 = torch.optim.SGD([w], lr=0.9)
s2 = torch.optim.lr_scheduler.PolynomialLR(opt2, total_iters=6, power=2.0)
for epoch in range(8):
    opt2.step()
    s2.step()
    print(epoch, s2.get_last_lr())
try:
    torch.optim.lr_scheduler.ConstantLR(opt, factor=2)
except ValueError as e:
    print("ValueError", e)
opt3 = torch.optim.SGD([w], lr=0.2)
s3 = torch.optim.lr_scheduler.MultiplicativeLR(opt3, lambda e: 0.9)
for epoch in range(6):
    opt3.step()
    s3.step()
    print(s3.get_last_lr())
