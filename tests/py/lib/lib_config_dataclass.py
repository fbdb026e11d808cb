from dataclasses import dataclass, field, asdict
from typing import List, Optional
@dataclass
class OptimConfig:
    name: str = "adam"
    lr: float = 3e-4
    betas: tuple = (0.9, 0.999)
@dataclass
class TrainConfig:
    hidden: List[int] = field(default_factory=lambda: [128, 64])
    dropout: float = 0.1
    optim: OptimConfig = field(default_factory=OptimConfig)
    seed: Optional[int] = None
cfg = TrainConfig(seed=42)
print(cfg)
print(asdict(cfg))
for k, v in asdict(cfg).items():
    print(f"{k:>8}: {v}")
cfg2 = TrainConfig(hidden=[32], optim=OptimConfig(lr=0.01))
print(cfg2.optim.lr, cfg2 == cfg, cfg2.hidden)
