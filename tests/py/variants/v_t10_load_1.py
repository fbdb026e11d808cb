import torch, torch.nn as nn
from collections import OrderedDict
torch.manual_seed(0)
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", repr(r))
    except Exception as e:
        print(label, type(e).__name__, repr(str(e)))
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
        self.bn = nn.BatchNorm1d(3)
        self.head = nn.Linear(3, 1)
src = Net()
sd = src.state_dict()
wrapped = OrderedDict(("module." + k, v) for k, v in sd.items())
dst = Net()
tryit(lambda: dst.load_state_dict(wrapped), "module prefix")
r = dst.load_state_dict(wrapped, strict=False)
print(len(r.missing_keys), len(r.unexpected_keys), r.missing_keys[:2], r.unexpected_keys[-1])
fixed = {k.removeprefix("module."): v for k, v in wrapped.items()}
print(dst.load_state_dict(fixed))
print(torch.equal(dst.head.weight, src.head.weight))
partial = {k: v for k, v in sd.items() if k.startswith("enc")}
r = dst.load_state_dict(partial, strict=False)
print(r.missing_keys)
bad = dict(sd)
bad["head.weight"] = torch.zeros(2, 3)
bad["bn.running_mean"] = torch.zeros(4)
bad["extra.thing"] = torch.zeros(1)
tryit(lambda: dst.load_state_dict(bad), "mismatch strict")
tryit(lambda: dst.load_state_dict(bad, strict=False), "mismatch nonstrict")
del bad["bn.num_batches_tracked"]
bad["head.weight"] = sd["head.weight"]; bad["bn.running_mean"] = sd["bn.running_mean"]
tryit(lambda: dst.load_state_dict(bad), "no nbt")
