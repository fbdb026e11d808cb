import torch, torch.nn as nn
from torch.optim import lr_scheduler as L
m = nn.Linear(2, 1)
def run(make, n=10, opt_cls=torch.optim.SGD, **okw):
    opt = opt_cls(m.parameters(), lr=0.1, **okw)
    s = make(opt)
    out = []
    for i in range(n):
        opt.step()
        s.step()
        out.append(round(opt.param_groups[0]["lr"], 8))
    print(type(s).__name__, out)
    return s
run(lambda o: L.OneCycleLR(o, max_lr=0.5, total_steps=10))
run(lambda o: L.OneCycleLR(o, max_lr=0.5, epochs=2, steps_per_epoch=5, anneal_strategy="linear", three_phase=True), n=9)
run(lambda o: L.PolynomialLR(o, total_iters=6, power=2.0))
run(lambda o: L.LinearLR(o, start_factor=0.25, total_iters=4))
run(lambda o: L.ConstantLR(o, factor=0.5, total_iters=3))
run(lambda o: L.SequentialLR(o, [L.ConstantLR(o, factor=0.1, total_iters=2), L.ExponentialLR(o, gamma=0.9)], milestones=[2]))
run(lambda o: L.ChainedScheduler([L.ConstantLR(o, factor=0.1, total_iters=2), L.ExponentialLR(o, gamma=0.9)]))
run(lambda o: L.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.01), n=12)
run(lambda o: L.LambdaLR(o, lambda e: 1 / (1 + e)))
run(lambda o: L.MultiplicativeLR(o, lambda e: 0.95))
run(lambda o: L.MultiStepLR(o, milestones=[2, 5], gamma=0.5))
run(lambda o: L.OneCycleLR(o, max_lr=0.01, total_steps=8), n=8, opt_cls=torch.optim.AdamW)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
s = L.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, cooldown=1, min_lr=0.01)
for v in [1.0, 0.9, 0.95, 0.97, 0.99, 0.98, 0.97, 0.5, 0.6, 0.7, 0.8, 0.9]:
    s.step(v)
    print(v, opt.param_groups[0]["lr"], s.num_bad_epochs, s.cooldown_counter, s.best)
print(s.get_last_lr())
try:
    L.OneCycleLR(opt, max_lr=0.1)
except Exception as e:
    print(type(e).__name__, e)
try:
    L.LinearLR(opt, start_factor=0)
except Exception as e:
    print(type(e).__name__, e)
