import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.register_buffer("buf", torch.zeros(1))
        self.alpha = 0.5
        self.name = "net"

n = Net()
print(list(vars(n).keys()))
print([k for k in n.__dict__ if not k.startswith("_")])
d = dir(n)
print("fc" in d, "buf" in d, "alpha" in d, "forward" in d, "weight" in d)
print([a for a in dir(n) if not a.startswith("_")][:60])
print(len([a for a in dir(nn.Linear(1, 1)) if a in ("weight", "bias", "in_features")]))
print(sorted(k for k in vars(nn.Linear(1, 1)) if not k.startswith("_")))
print(hasattr(n, "fc"), hasattr(n, "buf"), hasattr(n, "nope"), getattr(n, "nope", "dflt"))
print(getattr(n, "fc").in_features)
