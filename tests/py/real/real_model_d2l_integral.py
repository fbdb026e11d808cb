# d2l-ai/d2l-en chapter_appendix-mathematics-for-deep-learning/integral-calculus.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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

# ---- the chapter's PyTorch cells, in order ----
# from IPython import display  (the stand-in `display` is defined above)
# from mpl_toolkits import mplot3d  (no plotting)
import torch

x = torch.arange(-2, 2, 0.01)
f = torch.exp(-x**2)

d2l.set_figsize()
d2l.plt.plot(x, f, color='black')
d2l.plt.fill_between(x.tolist(), f.tolist())
_show((d2l.plt.show()))

x = torch.arange(-2, 2, 0.01)
f = torch.exp(-x**2)

d2l.set_figsize()
d2l.plt.plot(x, f, color='black')
d2l.plt.fill_between(x.tolist()[50:250], f.tolist()[50:250])
_show((d2l.plt.show()))

epsilon = 0.05
a = 0
b = 2

x = torch.arange(a, b, epsilon)
f = x / (1 + x**2)

approx = torch.sum(epsilon*f)
true = torch.log(torch.tensor([5.])) / 2

d2l.set_figsize()
d2l.plt.bar(x, f, width=epsilon, align='edge')
d2l.plt.plot(x, f, color='black')
d2l.plt.ylim([0, 1])
d2l.plt.show()

_show((f'approximation: {approx}, truth: {true}'))

# Construct grid and compute function
x, y = torch.meshgrid(torch.linspace(-2, 2, 101), torch.linspace(-2, 2, 101))
z = torch.exp(- x**2 - y**2)

# Plot function
ax = d2l.plt.figure().add_subplot(111, projection='3d')
ax.plot_wireframe(x, y, z)
d2l.plt.xlabel('x')
d2l.plt.ylabel('y')
d2l.plt.xticks([-2, -1, 0, 1, 2])
d2l.plt.yticks([-2, -1, 0, 1, 2])
d2l.set_figsize()
ax.set_xlim(-2, 2)
ax.set_ylim(-2, 2)
ax.set_zlim(0, 1)
ax.dist = 12
