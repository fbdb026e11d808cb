import torch
import torch.nn as nn

class RunningNorm(nn.Module):
    def __init__(self, dim, momentum=0.1):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", torch.zeros(dim))
        self.register_buffer("running_var", torch.ones(dim))
        self.register_buffer("steps", torch.tensor(0, dtype=torch.long))
    def forward(self, x):
        if self.training:
            m = x.mean(0)
            v = x.var(0, unbiased=False)
            with torch.no_grad():
                self.running_mean.mul_(1 - self.momentum).add_(self.momentum * m)
                self.running_var.mul_(1 - self.momentum).add_(self.momentum * v)
                self.steps += 1
        else:
            m, v = self.running_mean, self.running_var
        return (x - m) / torch.sqrt(v + 1e-5)

torch.manual_seed(0)
rn = RunningNorm(3)
for _ in range(3):
    rn(torch.randn(8, 3) * 2 + 1)
print(rn.steps, rn.running_mean, rn.running_var)
rn.eval()
out = rn(torch.ones(2, 3))
print(out)
print(rn.state_dict().keys())
print({k: v.dtype for k, v in rn.state_dict().items()})
rn.double()
print({k: v.dtype for k, v in rn.state_dict().items()})
print([n for n, _ in rn.named_parameters()])
