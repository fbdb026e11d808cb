import torch, torch.nn as nn
class Custom(nn.Module): pass
class Plain: pass
def fn(): pass
m = nn.Module(); m.w = nn.Parameter(torch.ones(1)); m.c = nn.ReLU()
for v in [Custom, Custom(), Plain, Plain(), fn, lambda: 1, print, 1.0, True, None, nn.ReLU, int, torch.float32, torch.Size([1]), "s", [1], {}, (1,), 1+2j, torch.ones(1).shape, range(3), b"x"]:
    for tgt in ("w", "c"):
        try: setattr(m, tgt, v)
        except TypeError as e: print(e)
    try: m.add_module("z", v)
    except TypeError as e: print(e)
