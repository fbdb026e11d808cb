import torch
import torch.nn as nn
from dataclasses import dataclass
from functools import partial


@dataclass
class Cfg:
    d_in: int = 4
    hidden: int = 8
    act: str = "relu"


ACTS = {"relu": nn.ReLU, "tanh": nn.Tanh, "gelu": partial(nn.GELU, approximate="tanh")}


class MLP(nn.Module):
    def __init__(self, cfg: Cfg):
        super().__init__()
        self.cfg = cfg
        self.net = nn.Sequential(nn.Linear(cfg.d_in, cfg.hidden), ACTS[cfg.act](), nn.Linear(cfg.hidden, 1))

    def forward(self, x):
        return self.net(x)

    def extra_repr(self):
        return f"cfg={self.cfg}"


torch.manual_seed(2)
for act in ("relu", "tanh", "gelu"):
    m = MLP(Cfg(act=act))
    print(m)
    print(act, m(torch.ones(1, 4)).shape)
m = MLP(Cfg())
print(m.cfg, m.training, [type(c).__name__ for c in m.net])
layers = [module for module in m.modules() if isinstance(module, nn.Linear)]
print(len(layers), {l.out_features for l in layers})
print(getattr(m, "missing", "default"), hasattr(m, "net"), "net" in dict(m.named_children()))
try:
    m.nonexistent
except AttributeError as e:
    print("AttributeError", e)
print(sorted(k for k in m.state_dict()), m.net[0].weight.shape, m.net[-1].bias.requires_grad)
