# d2l-ai/d2l-en chapter_preliminaries/ndarray.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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
display = _NoPlot()  # stand-in for IPython.display
def _addr(obj, _seen={}):  # id() printed as an object number (addresses differ from run to run)
    return 'object %d' % _seen.setdefault(id(obj), len(_seen) + 1)


# ---- the chapter's PyTorch cells, in order ----
import torch

x = torch.arange(12, dtype=torch.float32)
_show((x))

_show((x.numel()))

_show((x.shape))

X = x.reshape(3, 4)
_show((X))

_show((torch.zeros((2, 3, 4))))

_show((torch.ones((2, 3, 4))))

_show((torch.randn(3, 4)))

_show((torch.tensor([[2, 1, 4, 3], [1, 2, 3, 4], [4, 3, 2, 1]])))

_show((X[-1], X[1:3]))

X[1, 2] = 17
_show((X))

X[:2, :] = 12
_show((X))

_show((torch.exp(x)))

x = torch.tensor([1.0, 2, 4, 8])
y = torch.tensor([2, 2, 2, 2])
_show((x + y, x - y, x * y, x / y, x ** y))

X = torch.arange(12, dtype=torch.float32).reshape((3,4))
Y = torch.tensor([[2.0, 1, 4, 3], [1, 2, 3, 4], [4, 3, 2, 1]])
_show((torch.cat((X, Y), dim=0), torch.cat((X, Y), dim=1)))

_show((X == Y))

_show((X.sum()))

a = torch.arange(3).reshape((3, 1))
b = torch.arange(2).reshape((1, 2))
_show((a, b))

_show((a + b))

before = id(Y)
Y = Y + X
_show((id(Y) == before))

Z = torch.zeros_like(Y)
print('id(Z):', _addr(Z))  # size: was print('id(Z):', id(Z))
Z[:] = X + Y
_show((print('id(Z):', _addr(Z))))  # size: was print('id(Z):', id(Z))

before = id(X)
X += Y
_show((id(X) == before))

A = X.numpy()
B = torch.from_numpy(A)
_show((type(A), type(B)))

a = torch.tensor([3.5])
_show((a, a.item(), float(a), int(a)))
