import torch, torch.nn as nn
from torch.optim.lr_scheduler import CyclicLR
m = nn.Linear(2, 1)
for kw in [dict(mode="triangular"), dict(mode="triangular2"), dict(mode="exp_range", gamma=0.9), dict(step_size_down=2, scale_fn=lambda x: 0.5 ** x, scale_mode="iterations")]:
    opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
    s = CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=3, **kw)
    lrs, moms = [], []
    for i in range(12):
        opt.step()
        s.step()
        lrs.append(round(s.get_last_lr()[0], 6))
        moms.append(round(opt.param_groups[0]["momentum"], 6))
    print(lrs)
    print(moms)
opt = torch.optim.Adam(m.parameters(), lr=0.1)
s = CyclicLR(opt, base_lr=0.001, max_lr=0.01, step_size_up=4, cycle_momentum=True)
for i in range(5):
    opt.step(); s.step()
print(opt.param_groups[0]["betas"], s.get_last_lr())
sd = s.state_dict()
print(sorted(sd.keys()))
print(sd["total_size"], sd["step_ratio"], sd["_scale_fn_custom"], sd["last_epoch"])
try:
    CyclicLR(torch.optim.Adagrad(m.parameters()), 0.01, 0.1)
except Exception as e:
    print(type(e).__name__, e)
try:
    CyclicLR(torch.optim.SGD(m.parameters(), lr=0.1), 0.01, 0.1, mode="foo")
except Exception as e:
    print(type(e).__name__, e)
try:
    CyclicLR(torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.5), [0.01, 0.02], 0.1)
except Exception as e:
    print(type(e).__name__, e)
try:
    CyclicLR(m, 0.01, 0.1)
except Exception as e:
    print(type(e).__name__, e)
