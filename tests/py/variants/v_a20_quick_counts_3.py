import torch
import torch.nn as nn


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(10, 4)
        self.dec = nn.Linear(4, 10)
        self.dec.weight = nn.Parameter(self.enc.weight.t().contiguous())
        self.register_buffer("calls", torch.tensor(0))


t = Tiny()
print(sum(p.numel() for p in t.parameters()))
print(sum(b.numel() for b in t.buffers()))
print({n: p.numel() for n, p in t.named_parameters()})
print(len(t.state_dict()), t.state_dict()["calls"])
print(t)
