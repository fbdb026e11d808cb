import torch
import torch.nn as nn

class MultiEnc(nn.Module):
    def __init__(self, sources):
        super().__init__()
        self.encoders = nn.ModuleDict({name: nn.Linear(d, 4) for name, d in sources.items()})
        self.fuse = nn.Linear(4 * len(sources), 2)
    def forward(self, inputs):
        feats = [self.encoders[k](v) for k, v in inputs.items()]
        return self.fuse(torch.cat(feats, dim=-1))

torch.manual_seed(0)
m = MultiEnc({"text": 3, "image": 5, "audio": 2})
print(m)
print([n for n, _ in m.named_parameters()])
out = m({"text": torch.randn(2, 3), "image": torch.randn(2, 5), "audio": torch.randn(2, 2)})
print(out.shape)
print({k: sum(p.numel() for p in enc.parameters()) for k, enc in m.encoders.items()})
print("image" in m.encoders, len(m.encoders), list(m.encoders))
try:
    m({"video": torch.randn(2, 1)})
except KeyError as e:
    print(type(e).__name__, e)
