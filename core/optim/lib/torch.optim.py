"""torch.optim: optimization algorithms (nnscope: Python classes over the
native update kernels of core/optim)."""
from torch.optim.optimizer import Optimizer
from torch.optim.adam import Adam
from torch.optim.adamw import AdamW
from torch.optim.sgd import SGD

for _name in ("adam", "adamw", "sgd", "optimizer", "_single"):
    globals().pop(_name, None)
del _name

__all__ = ["ASGD", "Adadelta", "Adagrad", "Adam", "AdamW", "Adamax", "LBFGS", "lr_scheduler", "swa_utils", "NAdam", "Optimizer", "RAdam",
           "RMSprop", "SGD"]

# The rarer optimizers and the two submodules are imported on first use (the
# WASM engine then reads them from its lazy library file, wasm-build/lib-boot.txt):
# name -> the submodule that defines it (None: the name is that submodule).
_LAZY = {"lr_scheduler": None, "swa_utils": None, "Adagrad": "adagrad", "Adadelta": "adadelta", "Adamax": "adamax",
         "NAdam": "nadam", "RAdam": "radam", "ASGD": "asgd", "LBFGS": "lbfgs", "RMSprop": "rmsprop"}


def __getattr__(name):
    sub = _LAZY.get(name, 0)
    if sub == 0:
        raise AttributeError(f"module 'torch.optim' has no attribute '{name}'")
    if sub is None:
        value = __import__("torch.optim." + name, fromlist=["_"])
    else:
        value = getattr(__import__("torch.optim." + sub, fromlist=["_"]), name)
        # as PyTorch's package, which deletes its optimizer submodules' names
        globals().pop(sub, None)
        globals().pop("_single", None)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
