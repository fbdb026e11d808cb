from dataclasses import dataclass, field, asdict
from enum import Enum, auto

@dataclass
class Config:
    lr: float = 0.01
    layers: list = field(default_factory=lambda: [64, 32])
    name: str = 'mlp'

c = Config()
c2 = Config(lr=0.1, name='big')
print(c, c2, c == Config(), asdict(c2))
c.layers.append(16)
print(Config().layers, c.layers)

@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0

p = Point(1, 2)
print(p, p < Point(1, 3), sorted([Point(2), Point(1, 5), Point(1)]), hash(p) == hash(Point(1, 2)))
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)

class Phase(Enum):
    TRAIN = auto()
    EVAL = auto()
    TEST = 'test'

print(Phase.TRAIN, Phase.EVAL.value, Phase('test'), Phase['EVAL'], list(Phase))
print(Phase.TRAIN == Phase.TRAIN, Phase.TRAIN is Phase(1), Phase.TEST.name, len(Phase))
try:
    Phase('nope')
except ValueError as e:
    print('ValueError', e)
mode = Phase.TRAIN
if mode is Phase.TRAIN:
    print('training mode', repr(mode))
