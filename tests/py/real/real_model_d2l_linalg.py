# d2l-ai/d2l-en chapter_preliminaries/linear-algebra.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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

x = torch.tensor(3.0)
y = torch.tensor(2.0)

_show((x + y, x * y, x / y, x**y))

x = torch.arange(3)
_show((x))

_show((x[2]))

_show((len(x)))

_show((x.shape))

A = torch.arange(6).reshape(3, 2)
_show((A))

_show((A.T))

A = torch.tensor([[1, 2, 3], [2, 0, 4], [3, 4, 5]])
_show((A == A.T))

_show((torch.arange(24).reshape(2, 3, 4)))

A = torch.arange(6, dtype=torch.float32).reshape(2, 3)
B = A.clone()  # Assign a copy of A to B by allocating new memory
_show((A, A + B))

_show((A * B))

a = 2
X = torch.arange(24).reshape(2, 3, 4)
_show((a + X, (a * X).shape))

x = torch.arange(3, dtype=torch.float32)
_show((x, x.sum()))

_show((A.shape, A.sum()))

_show((A.shape, A.sum(axis=0).shape))

_show((A.shape, A.sum(axis=1).shape))

_show((A.sum(axis=[0, 1]) == A.sum()))

_show((A.mean(), A.sum() / A.numel()))

_show((A.mean(axis=0), A.sum(axis=0) / A.shape[0]))

sum_A = A.sum(axis=1, keepdims=True)
_show((sum_A, sum_A.shape))

_show((A / sum_A))

_show((A.cumsum(axis=0)))

y = torch.ones(3, dtype = torch.float32)
_show((x, y, torch.dot(x, y)))

_show((torch.sum(x * y)))

_show((A.shape, x.shape, torch.mv(A, x), A@x))

B = torch.ones(3, 4)
_show((torch.mm(A, B), A@B))

u = torch.tensor([3.0, -4.0])
_show((torch.norm(u)))

_show((torch.abs(u).sum()))

_show((torch.norm(torch.ones((4, 9)))))
