"""torch.optim: optimization algorithms (nnscope: Python classes over the
native update kernels of core/optim)."""
from torch.optim import lr_scheduler
from torch.optim.optimizer import Optimizer
from torch.optim.adagrad import Adagrad
from torch.optim.adam import Adam
from torch.optim.adamw import AdamW
from torch.optim.rmsprop import RMSprop
from torch.optim.sgd import SGD

for _name in ("adagrad", "adam", "adamw", "rmsprop", "sgd", "optimizer"):
    globals().pop(_name, None)
del _name

__all__ = ["Adagrad", "Adam", "AdamW", "lr_scheduler", "Optimizer", "RMSprop", "SGD"]
