import torch

a = torch.zeros(1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([{"params": [a]}, {"params": [b], "lr": 0.5}], lr=0.1)
sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda=[lambda e: 0.95 ** e, lambda e: 1 / (e + 1)])
print(sched.get_last_lr())
for epoch in range(20):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
warm = torch.optim.lr_scheduler.LambdaLR(torch.optim.SGD([a], lr=0.2), lambda e: min(1.0, (e + 1) / 5))
print(warm.get_last_lr())
try:
    torch.optim.lr_scheduler.LambdaLR(opt, [lambda e: 1.0])
except ValueError as e:
    print("ValueError", e)
sd = sched.state_dict()
print(sorted(sd.keys()), sd["lr_lambdas"], sd["last_epoch"])
