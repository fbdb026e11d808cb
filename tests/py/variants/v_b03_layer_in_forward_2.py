import torch
import torch.nn as nn


class Lazy(nn.Module):
    def __init__(self, out_features):
        super().__init__()
        self.out_features = out_features
        self.proj = None

    def forward(self, x):
        if self.proj is None:
            self.proj = nn.Linear(x.shape[-1], self.out_features)
        return self.proj(x)


torch.manual_seed(1)
m = Lazy(3)
print(m)
print(list(m._modules.keys()), "proj" in m.__dict__)
y = m(torch.ones(2, 5))
print(m)
print(list(m._modules.keys()), "proj" in m.__dict__)
y2 = m(torch.ones(2, 5))
print(torch.equal(y, y2), y.shape)
print(list(m.state_dict().keys()))
