# d2l-ai/d2l-en chapter_appendix-mathematics-for-deep-learning/random-variables.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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

# ---- the chapter's PyTorch cells, in order ----
# from IPython import display  (the stand-in `display` is defined above)
import torch
torch.pi = torch.acos(torch.zeros(1)).item() * 2  # Define pi in torch

# Plot the probability density function for some random variable
x = torch.arange(-5, 5, 0.01)
p = 0.2*torch.exp(-(x - 3)**2 / 2)/torch.sqrt(2 * torch.tensor(torch.pi)) + \
    0.8*torch.exp(-(x + 1)**2 / 2)/torch.sqrt(2 * torch.tensor(torch.pi))

_show((d2l.plot(x, p, 'x', 'Density')))

# Approximate probability using numerical integration
epsilon = 0.01
x = torch.arange(-5, 5, 0.01)
p = 0.2*torch.exp(-(x - 3)**2 / 2) / torch.sqrt(2 * torch.tensor(torch.pi)) +\
    0.8*torch.exp(-(x + 1)**2 / 2) / torch.sqrt(2 * torch.tensor(torch.pi))

d2l.set_figsize()
d2l.plt.plot(x, p, color='black')
d2l.plt.fill_between(x.tolist()[300:800], p.tolist()[300:800])
d2l.plt.show()

_show((f'approximate Probability: {torch.sum(epsilon*p[300:800])}'))

# Define a helper to plot these figures
def plot_chebyshev(a, p):
    d2l.set_figsize()
    d2l.plt.stem([a-2, a, a+2], [p, 1-2*p, p], use_line_collection=True)
    d2l.plt.xlim([-4, 4])
    d2l.plt.xlabel('x')
    d2l.plt.ylabel('p.m.f.')

    d2l.plt.hlines(0.5, a - 4 * torch.sqrt(2 * p),
                   a + 4 * torch.sqrt(2 * p), 'black', lw=4)
    d2l.plt.vlines(a - 4 * torch.sqrt(2 * p), 0.53, 0.47, 'black', lw=1)
    d2l.plt.vlines(a + 4 * torch.sqrt(2 * p), 0.53, 0.47, 'black', lw=1)
    d2l.plt.title(f'p = {p:.3f}')

    d2l.plt.show()

# Plot interval when p > 1/8
_show((plot_chebyshev(0.0, torch.tensor(0.2))))

# Plot interval when p = 1/8
_show((plot_chebyshev(0.0, torch.tensor(0.125))))

# Plot interval when p < 1/8
_show((plot_chebyshev(0.0, torch.tensor(0.05))))

# Plot the Cauchy distribution p.d.f.
x = torch.arange(-5, 5, 0.01)
p = 1 / (1 + x**2)

_show((d2l.plot(x, p, 'x', 'p.d.f.')))

# Plot the integrand needed to compute the variance
x = torch.arange(-20, 20, 0.01)
p = x**2 / (1 + x**2)

_show((d2l.plot(x, p, 'x', 'integrand')))

# Plot a few random variables adjustable covariance
covs = [-0.9, 0.0, 1.2]
d2l.plt.figure(figsize=(12, 3))
for i in range(3):
    X = torch.randn(500)
    Y = covs[i]*X + torch.randn(500)

    d2l.plt.subplot(1, 4, i+1)
    d2l.plt.scatter(X.numpy(), Y.numpy())
    d2l.plt.xlabel('X')
    d2l.plt.ylabel('Y')
    d2l.plt.title(f'cov = {covs[i]}')
_show((d2l.plt.show()))

# Plot a few random variables adjustable correlations
cors = [-0.9, 0.0, 1.0]
d2l.plt.figure(figsize=(12, 3))
for i in range(3):
    X = torch.randn(500)
    Y = cors[i] * X + torch.sqrt(torch.tensor(1) -
                                 cors[i]**2) * torch.randn(500)

    d2l.plt.subplot(1, 4, i + 1)
    d2l.plt.scatter(X.numpy(), Y.numpy())
    d2l.plt.xlabel('X')
    d2l.plt.ylabel('Y')
    d2l.plt.title(f'cor = {cors[i]}')
_show((d2l.plt.show()))
