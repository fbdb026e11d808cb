import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), nn.LayerNorm(4), nn.ReLU(), nn.Linear(4, 2, bias=False))
        self.emb = nn.Embedding(5, 3)
        self.apply(self._init_weights)

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            nn.init.constant_(module.weight, 0.25)
            if module.bias is not None:
                nn.init.ones_(module.bias)
        elif isinstance(module, nn.LayerNorm):
            nn.init.constant_(module.weight, 2.0)
            nn.init.constant_(module.bias, -1.0)
        elif isinstance(module, nn.Embedding):
            nn.init.zeros_(module.weight)

    def forward(self, idx):
        return self.body(self.emb(idx))


net = Net()
for name, p in net.named_parameters():
    print(name, tuple(p.shape), p.sum().item())
print(net(torch.tensor([0, 4])))
