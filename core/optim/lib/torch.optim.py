"""torch.optim: optimization algorithms (nnscope: Python classes over the
native update kernels of core/optim)."""
from torch.optim import lr_scheduler
from torch.optim import swa_utils
from torch.optim.optimizer import Optimizer
from torch.optim.adagrad import Adagrad
from torch.optim.adam import Adam
from torch.optim.adamw import AdamW
from torch.optim.rmsprop import RMSprop
from torch.optim.sgd import SGD
from torch.optim.adadelta import Adadelta
from torch.optim.adamax import Adamax
from torch.optim.nadam import NAdam
from torch.optim.radam import RAdam
from torch.optim.asgd import ASGD
from torch.optim.lbfgs import LBFGS

for _name in ("adagrad", "adam", "adamw", "rmsprop", "sgd", "optimizer", "adadelta", "adamax", "nadam", "radam",
              "asgd", "lbfgs", "_single"):
    globals().pop(_name, None)
del _name

__all__ = ["ASGD", "Adadelta", "Adagrad", "Adam", "AdamW", "Adamax", "LBFGS", "lr_scheduler", "swa_utils", "NAdam", "Optimizer", "RAdam",
           "RMSprop", "SGD"]
