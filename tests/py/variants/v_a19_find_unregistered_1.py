import torch
import torch.nn as nn


def find_unregistered(model):
    bad = []
    for name, mod in model.named_modules():
        prefix = name + "." if name else ""
        for k, v in vars(mod).items():
            if k.startswith("_"):
                continue
            if isinstance(v, (torch.Tensor, nn.Module)):
                bad.append((prefix + k, type(v).__name__))
            elif isinstance(v, (list, tuple)) and any(isinstance(i, (torch.Tensor, nn.Module)) for i in v):
                bad.append((prefix + k, f"{type(v).__name__}[{len(v)}]"))
            elif isinstance(v, dict) and any(isinstance(i, (torch.Tensor, nn.Module)) for i in v.values()):
                bad.append((prefix + k, f"dict[{len(v)}]"))
    return bad


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.scale = torch.ones(1)
        self.heads = (nn.Linear(2, 1), nn.Linear(2, 1))


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.lookup = {"a": torch.zeros(1), "b": 3}
        self.tags = ["x", "y"]
        self.ok = nn.ModuleList([Inner()])


for name, ty in find_unregistered(Outer()):
    print(f"unregistered: {name} ({ty})")
print(len(find_unregistered(nn.Sequential(nn.Linear(1, 1), nn.BatchNorm1d(1)))))
