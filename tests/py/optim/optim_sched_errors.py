import torch

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for label, f in (
    ("not optimizer", lambda: torch.optim.lr_scheduler.StepLR(None, 2)),
    ("list", lambda: torch.optim.lr_scheduler.ExponentialLR([opt], 0.5)),
    ("resume", lambda: torch.optim.lr_scheduler.StepLR(opt, 2, last_epoch=4)),
    ("plateau", lambda: torch.optim.lr_scheduler.ReduceLROnPlateau("opt")),
):
    try:
        f()
        print(label, "OK")
    except Exception as e:
        print(label, type(e).__name__, e)
print(issubclass(torch.optim.lr_scheduler.StepLR, torch.optim.lr_scheduler.LRScheduler))
print(issubclass(torch.optim.lr_scheduler._LRScheduler, torch.optim.lr_scheduler.LRScheduler))
print(torch.optim.lr_scheduler.StepLR.__module__)
