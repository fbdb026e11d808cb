import torch
# printing of dtype uint8 across shapes
d = torch.uint8
def mk(*s):
    n = 1
    for k in s:
        n *= k
    t = torch.arange(n) % 7 - 3 if d not in (torch.uint8, torch.bool) else torch.arange(n) % 5
    return t.reshape(s).to(d) if d != torch.bool else (t.reshape(s) > 1)
for s in [(), (1,), (5,), (2, 3), (2, 2, 2), (1, 2, 1, 3), (0,), (3, 0), (30,), (3, 17), (1001,), (2, 1001), (40, 40)]:
    t = mk(*s) if s else mk(1).reshape(())
    print(s)
    print(t)
if d.is_floating_point:
    print(mk(12) / 4, mk(3, 4) * 1000, mk(5) * 1e-3, mk(4) / 3 + 100)
