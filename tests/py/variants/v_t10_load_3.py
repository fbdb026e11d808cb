import torch, torch.nn as nn
torch.manual_seed(0)
class Old(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 2)
class New(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)
        self.extra = nn.Linear(3, 3)
old = Old()
new = New()
sd = old.state_dict()
try:
    new.load_state_dict(sd, strict=False)
except RuntimeError as e:
    print(e)
filtered = {k: v for k, v in sd.items() if k in new.state_dict() and v.shape == new.state_dict()[k].shape}
r = new.load_state_dict(filtered, strict=False)
print(r)
print(r.missing_keys)
print(torch.equal(new.fc1.weight, old.fc1.weight))
m, u = new.load_state_dict(filtered, strict=False)
print(m, u)
print(new.state_dict().keys())
print(len(sd), {k: list(v.shape) for k, v in sd.items()})
