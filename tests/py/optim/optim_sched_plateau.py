import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=1.0)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=2)
losses = [1.0, 0.9, 0.95, 0.97, 0.99, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9, 0.91, 0.5, 0.6, 0.7, 0.8]
for epoch, loss in enumerate(losses):
    opt.step()
    sched.step(loss)
    print(epoch, loss, sched.get_last_lr(), sched.num_bad_epochs, sched.best)
s2 = torch.optim.lr_scheduler.ReduceLROnPlateau(torch.optim.SGD([w], lr=0.1), mode="max", patience=0, cooldown=1, min_lr=0.02, threshold_mode="abs")
for acc in [0.5, 0.4, 0.3, 0.6, 0.2, 0.1, 0.05]:
    s2.step(torch.tensor(acc))
    print(s2.get_last_lr(), s2.cooldown_counter, s2.in_cooldown)
for kw in ({"factor": 1.0}, {"mode": "up"}, {"threshold_mode": "x"}):
    try:
        torch.optim.lr_scheduler.ReduceLROnPlateau(opt, **kw)
    except ValueError as e:
        print("ValueError", e)
print(sorted(sched.state_dict().keys()))
