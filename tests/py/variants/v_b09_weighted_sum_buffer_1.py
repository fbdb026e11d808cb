import torch
import torch.nn as nn


class RunningNorm(nn.Module):
    def __init__(self, dim, momentum=0.1):
        super().__init__()
        self.momentum = momentum
        self.scale = nn.Parameter(torch.ones(dim))
        self.register_buffer("running_mean", torch.zeros(dim))
        self.register_buffer("seen", torch.tensor(0, dtype=torch.long))
        self.cache = torch.zeros(dim)

    def forward(self, x):
        if self.training:
            with torch.no_grad():
                self.running_mean.mul_(1 - self.momentum).add_(x.mean(0), alpha=self.momentum)
                self.seen += 1
            self.cache = x.mean(0)
        return (x - self.running_mean) * self.scale


layer = RunningNorm(3, momentum=0.5)
data = torch.tensor([[1.0, 2.0, 3.0], [3.0, 4.0, 5.0]])
for _ in range(3):
    out = layer(data)
print(layer.running_mean, layer.seen)
print(out)
layer.eval()
print(layer(data))
print(layer.seen)
sd = layer.state_dict()
print(list(sd.keys()))
print(sd["seen"], sd["running_mean"])
fresh = RunningNorm(3)
print(fresh.load_state_dict(sd))
print(fresh.running_mean, fresh.seen)
