import contextlib
import enum
import torch
import torch.nn as nn

class Mode(enum.Enum):
    TRAIN = "train"
    EVAL = "eval"
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
print(Mode.TRAIN, repr(Mode.EVAL), Mode("train"), Mode.TRAIN.value, Mode.TRAIN.name, list(Mode))
print(Level.HIGH > Level.LOW, Level(2), int(Level.LOW), Level.HIGH + 1)
try:
    Mode("x")
except ValueError as e:
    print(type(e).__name__, e)

@contextlib.contextmanager
def eval_mode(model):
    was = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was)
net = nn.Sequential(nn.Dropout(0.5))
print(net.training)
with eval_mode(net) as m:
    print("inside", m.training, m[0].training)
print("after", net.training, net[0].training)
class Timer:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None, ev)
        return True
with Timer():
    raise ValueError("swallowed")
print("continued")
with torch.no_grad():
    y = nn.Linear(1, 1)(torch.ones(1, 1))
print(y.requires_grad)
@torch.no_grad()
def infer(m, x):
    return m(x)
print(infer(nn.Linear(1, 1), torch.ones(1, 1)).requires_grad, torch.is_grad_enabled())
with torch.inference_mode():
    print(torch.is_inference_mode_enabled())
with contextlib.suppress(KeyError):
    {}["x"]
print("suppressed")
