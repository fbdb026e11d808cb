import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(6)


class Backbone(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Linear(4, 4)
        self.head = nn.Linear(4, 2)


class Bigger(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Linear(4, 4)
        self.head = nn.Linear(4, 5)
        self.extra = nn.Linear(5, 1)


torch.save(Backbone().state_dict(), "pretrained.pth")
pre = torch.load("pretrained.pth", map_location="cpu")
big = Bigger()
own = big.state_dict()
compatible = {k: v for k, v in pre.items() if k in own and v.shape == own[k].shape}
print(sorted(compatible), [k for k in pre if k not in compatible])
own.update(compatible)
print(big.load_state_dict(own))
res = big.load_state_dict(compatible, strict=False)
print(res.missing_keys, res.unexpected_keys)
try:
    big.load_state_dict(pre)
except RuntimeError as e:
    print(str(e))
# checkpoints saved from DataParallel carry a "module." prefix
wrapped = OrderedDict(("module." + k, v) for k, v in pre.items())
torch.save(wrapped, "dp.pth")
loaded = torch.load("dp.pth")
clean = OrderedDict((k.removeprefix("module."), v) for k, v in loaded.items())
bb = Backbone()
print(bb.load_state_dict(clean), list(clean)[:2])
for p in bb.conv.parameters():
    p.requires_grad = False
print([n for n, p in bb.named_parameters() if p.requires_grad])
