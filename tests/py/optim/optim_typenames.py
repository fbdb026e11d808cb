import torch
import torch.optim as optim
from torch.optim import SGD, Adam, lr_scheduler

print(optim.SGD is SGD, optim.Adam is Adam, optim.lr_scheduler is lr_scheduler)
for cls in [optim.SGD, optim.Adam, optim.AdamW, optim.RMSprop, optim.Adagrad, optim.Optimizer]:
    print(cls, cls.__name__, cls.__module__, cls.__qualname__)
print([c.__name__ for c in optim.AdamW.__mro__])
for n in ["optimizer", "sgd", "adam", "lr_scheduler", "SGD"]:
    print(n, hasattr(optim, n))
import torch.optim.sgd
try:
    print(torch.optim.sgd.SGD is SGD)
except AttributeError as e:
    print("AttributeError")
from torch.optim.optimizer import Optimizer
print(Optimizer is optim.Optimizer)
print(lr_scheduler.StepLR, lr_scheduler.LRScheduler, lr_scheduler._LRScheduler)
