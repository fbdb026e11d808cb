# The torch parts that are imported on first use (torch._lazy, torch.optim's
# __getattr__): attributes, `from ... import`, a module's names and errors.
import torch
import torch.nn as nn
import torch.optim as optim

print(nn.LSTM, nn.TransformerEncoderLayer, torch.nn.modules.rnn.GRU)
print(torch.nn.utils.weight_norm.__name__, torch.nn.utils.spectral_norm.__name__)
print(type(torch.nn.utils.rnn).__name__, torch.nn.utils.rnn.pad_sequence.__name__)
from torch.nn.utils import parametrize, fuse_conv_bn_eval
print(parametrize.__name__, fuse_conv_bn_eval.__name__)
print(torch.autograd.gradgradcheck.__name__, type(torch.autograd.gradcheck).__name__,
      torch.autograd.functional.__name__)
print(torch.save.__module__, torch.load.__name__, torch.serialization.__name__)
print(optim.LBFGS, optim.lr_scheduler.StepLR, optim.Adagrad)
print(hasattr(optim, "adagrad"), hasattr(optim, "_single"), hasattr(optim, "adam"))
names = dir(optim)
print([n for n in ("ASGD", "Adadelta", "Adagrad", "Adam", "LBFGS", "NAdam", "RAdam", "swa_utils") if n in names])
from torch.optim import *
print(RAdam, NAdam, ASGD, Adamax, Adadelta, swa_utils.__name__)
from torch.optim.lr_scheduler import CosineAnnealingLR
print(CosineAnnealingLR.__name__)
for m, n in ((optim, "Foo"), (nn, "Foo"), (torch.nn.utils, "foo"), (torch.autograd, "_x")):
    try:
        getattr(m, n)
    except AttributeError as e:
        print(type(e).__name__, e)
lstm = nn.LSTM(3, 4)
print(sum(p.numel() for p in lstm.parameters()))
