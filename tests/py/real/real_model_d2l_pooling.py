# d2l-ai/d2l-en chapter_convolutional-neural-networks/pooling.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
# The chapter's code cells for PyTorch (`%%tab pytorch` / `%%tab all`; `#@tab` in older chapters) run in order as one
# script, verbatim. Adapted:
# the d2l helpers the section uses are inlined below verbatim from d2l/torch.py (same commit), with stand-ins for
# plotting (prints what would be drawn, rounded), data downloads (small seeded synthetic data of the right shapes)
# and the GPU helpers (CPU only); seeds are set; each cell's last expression is printed as the notebook shows it
# (`_show`), and sizes are cut where marked `# size:`.
import collections
import inspect
import math
import random
import re
import types
import torch
from torch import nn
from torch.nn import functional as F
from torch.utils import data

torch.manual_seed(0)
random.seed(0)
d2l = types.SimpleNamespace()
nn_Module = nn.Module
d2l.nn_Module = nn_Module


class tab:  # d2lbook's tab selector: this program is the PyTorch tab
    @staticmethod
    def selected(*names):
        return 'pytorch' in names


def _show(value):  # a notebook cell's displayed value
    if value is not None:
        print(repr(value))


class _NoPlot:  # stand-in for matplotlib's pyplot: every call draws nothing
    def __getattr__(self, name):
        return self
    def __call__(self, *args, **kwargs):
        return self
    def __getitem__(self, index):
        return self
    def __iter__(self):  # fig, axes = plt.subplots(...)
        return iter((self, self))
    def __repr__(self):
        return '<plot>'
d2l.plt = _NoPlot()

d2l.zeros = torch.zeros

d2l.tensor = torch.tensor

d2l.arange = torch.arange

d2l.float32 = torch.float32

d2l.concat = torch.cat

d2l.reshape = lambda x, *args, **kwargs: x.reshape(*args, **kwargs)

# ---- the chapter's PyTorch cells, in order ----
import torch
from torch import nn

def pool2d(X, pool_size, mode='max'):
    p_h, p_w = pool_size
    Y = d2l.zeros((X.shape[0] - p_h + 1, X.shape[1] - p_w + 1))
    for i in range(Y.shape[0]):
        for j in range(Y.shape[1]):
            if mode == 'max':
                Y[i, j] = X[i: i + p_h, j: j + p_w].max()
            elif mode == 'avg':
                Y[i, j] = X[i: i + p_h, j: j + p_w].mean()
    return Y

X = d2l.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]])
_show((pool2d(X, (2, 2))))

_show((pool2d(X, (2, 2), 'avg')))

X = d2l.reshape(d2l.arange(16, dtype=d2l.float32), (1, 1, 4, 4))
_show((X))

pool2d = nn.MaxPool2d(3)
# Pooling has no model parameters, hence it needs no initialization
_show((pool2d(X)))

pool2d = nn.MaxPool2d(3, padding=1, stride=2)
_show((pool2d(X)))

pool2d = nn.MaxPool2d((2, 3), stride=(2, 3), padding=(0, 1))
_show((pool2d(X)))

X = d2l.concat((X, X + 1), 1)
_show((X))

pool2d = nn.MaxPool2d(3, padding=1, stride=2)
_show((pool2d(X)))
