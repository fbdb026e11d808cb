from dataclasses import dataclass, field
@dataclass
class Config:
    lr: float = 0.01
    epochs: int = 10
    layers: list = field(default_factory=list)
c = Config(epochs=3)
print(c, c.lr, c == Config(epochs=3))
