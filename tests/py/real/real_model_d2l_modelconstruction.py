# d2l-ai/d2l-en chapter_builders-guide/model-construction.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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


# ---- the chapter's PyTorch cells, in order ----
import torch
from torch import nn
from torch.nn import functional as F

net = nn.Sequential(nn.LazyLinear(256), nn.ReLU(), nn.LazyLinear(10))

X = torch.rand(2, 20)
_show((net(X).shape))

class MLP(nn.Module):
    def __init__(self):
        # Call the constructor of the parent class nn.Module to perform
        # the necessary initialization
        super().__init__()
        self.hidden = nn.LazyLinear(256)
        self.out = nn.LazyLinear(10)

    # Define the forward propagation of the model, that is, how to return the
    # required model output based on the input X
    def forward(self, X):
        return self.out(F.relu(self.hidden(X)))

net = MLP()
if tab.selected('mxnet'):
    net.initialize()
_show((net(X).shape))

class MySequential(nn.Module):
    def __init__(self, *args):
        super().__init__()
        for idx, module in enumerate(args):
            self.add_module(str(idx), module)

    def forward(self, X):
        for module in self.children():            
            X = module(X)
        return X

net = MySequential(nn.LazyLinear(256), nn.ReLU(), nn.LazyLinear(10))
_show((net(X).shape))

class FixedHiddenMLP(nn.Module):
    def __init__(self):
        super().__init__()
        # Random weight parameters that will not compute gradients and
        # therefore keep constant during training
        self.rand_weight = torch.rand((20, 20))
        self.linear = nn.LazyLinear(20)

    def forward(self, X):
        X = self.linear(X)        
        X = F.relu(X @ self.rand_weight + 1)
        # Reuse the fully connected layer. This is equivalent to sharing
        # parameters with two fully connected layers
        X = self.linear(X)
        # Control flow
        while X.abs().sum() > 1:
            X /= 2
        return X.sum()

net = FixedHiddenMLP()
if tab.selected('mxnet'):
    net.initialize()
_show((net(X)))

class NestMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.LazyLinear(64), nn.ReLU(),
                                 nn.LazyLinear(32), nn.ReLU())
        self.linear = nn.LazyLinear(16)

    def forward(self, X):
        return self.linear(self.net(X))

chimera = nn.Sequential(NestMLP(), nn.LazyLinear(20), FixedHiddenMLP())
_show((chimera(X)))
