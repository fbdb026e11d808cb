from dataclasses import dataclass, field, asdict, replace, fields
import torch
import torch.nn as nn

@dataclass
class Config:
    in_dim: int = 4
    hidden: int = 8
    out_dim: int = 2
    dropout: float = 0.1
    tags: list = field(default_factory=list)

@dataclass(frozen=True)
class Frozen:
    name: str
    size: int = 3

class MLP(nn.Module):
    def __init__(self, cfg: Config):
        super().__init__()
        self.cfg = cfg
        self.net = nn.Sequential(nn.Linear(cfg.in_dim, cfg.hidden), nn.ReLU(), nn.Dropout(cfg.dropout), nn.Linear(cfg.hidden, cfg.out_dim))

cfg = Config(hidden=16, tags=["a"])
print(cfg)
print(asdict(cfg))
print(replace(cfg, out_dim=5))
print([f.name for f in fields(cfg)])
print(cfg == Config(hidden=16, tags=["a"]))
m = MLP(cfg)
print(m)
print("cfg" in m.__dict__, "cfg" in m._modules)
f = Frozen("x")
print(f, hash(f) == hash(Frozen("x")))
try:
    f.size = 4
except Exception as e:
    print(type(e).__name__, e)
@dataclass(order=True)
class P:
    pri: int
    name: str = field(compare=False)
print(sorted([P(3, "c"), P(1, "a"), P(2, "b")]))
print(P(1, "x") < P(2, "y"), repr(P(1, "q")))
