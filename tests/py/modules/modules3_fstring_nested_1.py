import torch
import torch.nn as nn
m = nn.Linear(3, 2)
rows = [(n, tuple(p.shape), p.numel(), p.requires_grad) for n, p in m.named_parameters()]
w = max(len(r[0]) for r in rows) + 2
print(f"{'name':<{w}}{'shape':>10}{'n':>4} {'grad':^6}")
for n, s, k, g in rows:
    print(f"{n:<{w}}{s!s:>10}{k:>4} {'yes' if g else 'no':^6}")
print(f"{'-' * (w + 21)}")
print(f"{m!r}", f"{m.weight.shape!s}", f"{m.in_features:03}", f"{m.out_features / 3:.2%}")
d = {"lr": 0.001, "epochs": 10}
print(f"lr={d['lr']:.0e} epochs={d['epochs']:>3}", f"{'|'.join(f'{k}={v}' for k, v in d.items())}")
