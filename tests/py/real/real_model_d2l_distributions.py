# d2l-ai/d2l-en chapter_appendix-mathematics-for-deep-learning/distributions.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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

def use_svg_display():  # stand-in: no plotting
    pass
d2l.use_svg_display = use_svg_display

def set_figsize(figsize=(3.5, 2.5)):  # stand-in: no plotting
    pass
d2l.set_figsize = set_figsize

def set_axes(axes, xlabel, ylabel, xlim, ylim, xscale, yscale, legend):  # stand-in: no plotting
    pass
d2l.set_axes = set_axes

def plot(X, Y=None, xlabel=None, ylabel=None, legend=[], xlim=None,
         ylim=None, xscale='linear', yscale='linear',
         fmts=('-', 'm--', 'g-.', 'r:'), figsize=(3.5, 2.5), axes=None):  # stand-in: prints what it would draw
    print('plot', xlabel, ylabel, legend)
d2l.plot = plot

d2l.tensor = torch.tensor

# ---- the chapter's PyTorch cells, in order ----
# from IPython import display  (the stand-in `display` is defined above)
from math import erf, factorial
import torch

torch.pi = torch.acos(torch.zeros(1)) * 2  # Define pi in torch

p = 0.3

d2l.set_figsize()
d2l.plt.stem([0, 1], [1 - p, p], use_line_collection=True)
d2l.plt.xlabel('x')
d2l.plt.ylabel('p.m.f.')
_show((d2l.plt.show()))

x = torch.arange(-1, 2, 0.01)

def F(x):
    return 0 if x < 0 else 1 if x > 1 else 1 - p

_show((d2l.plot(x, torch.tensor([F(y) for y in x]), 'x', 'c.d.f.')))

_show((1*(torch.rand(10, 10) < p)))

n = 5

d2l.plt.stem([i+1 for i in range(n)], n*[1 / n], use_line_collection=True)
d2l.plt.xlabel('x')
d2l.plt.ylabel('p.m.f.')
_show((d2l.plt.show()))

x = torch.arange(-1, 6, 0.01)

def F(x):
    return 0 if x < 1 else 1 if x > n else torch.floor(x) / n

_show((d2l.plot(x, torch.tensor([F(y) for y in x]), 'x', 'c.d.f.')))

_show((torch.randint(1, n, size=(10, 10))))

a, b = 1, 3

x = torch.arange(0, 4, 0.01)
p = (x > a).type(torch.float32)*(x < b).type(torch.float32)/(b-a)
_show((d2l.plot(x, p, 'x', 'p.d.f.')))

def F(x):
    return 0 if x < a else 1 if x > b else (x - a) / (b - a)

_show((d2l.plot(x, torch.tensor([F(y) for y in x]), 'x', 'c.d.f.')))

_show(((b - a) * torch.rand(10, 10) + a))

n, p = 10, 0.2

# Compute binomial coefficient
def binom(n, k):
    comb = 1
    for i in range(min(k, n - k)):
        comb = comb * (n - i) // (i + 1)
    return comb

pmf = d2l.tensor([p**i * (1-p)**(n - i) * binom(n, i) for i in range(n + 1)])

d2l.plt.stem([i for i in range(n + 1)], pmf, use_line_collection=True)
d2l.plt.xlabel('x')
d2l.plt.ylabel('p.m.f.')
_show((d2l.plt.show()))

x = torch.arange(-1, 11, 0.01)
cmf = torch.cumsum(pmf, dim=0)

def F(x):
    return 0 if x < 0 else 1 if x > n else cmf[int(x)]

_show((d2l.plot(x, torch.tensor([F(y) for y in x.tolist()]), 'x', 'c.d.f.')))

# the cells from `m = torch.distributions.binomial.Binomial(n, p)` on are left out (torch.distributions.Binomial is not in nnscope yet)

