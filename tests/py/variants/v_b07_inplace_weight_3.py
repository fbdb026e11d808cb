import torch
import torch.nn as nn

p = nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
for label, fn in [("add_", lambda: p.add_(1)), ("zero_", lambda: p.zero_()), ("fill_", lambda: p.fill_(2.0)),
                  ("clamp_", lambda: p.clamp_(0, 1)), ("copy_", lambda: p.copy_(torch.zeros(3))),
                  ("normal_", lambda: p.normal_()), ("uniform_", lambda: p.uniform_()),
                  ("setitem", lambda: p.__setitem__(slice(0, 2), 0.0)), ("div_", lambda: p.div_(2))]:
    try:
        fn()
        print(label, "ok", p)
    except RuntimeError as e:
        print(label, "RuntimeError:", e)
with torch.no_grad():
    p.clamp_(0, 2)
print(p)
nn.init.zeros_(p)
print(p)
print(p.detach().add_(5), p)
