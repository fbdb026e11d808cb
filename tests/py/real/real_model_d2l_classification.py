# d2l-ai/d2l-en chapter_linear-classification/classification.md @ 23d7a5aecceee57d1292c56e90cce307f183bb0a (sample code: MIT-0, LICENSE-SAMPLECODE)
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

def add_to_class(Class):
    """Register functions as methods in created class.

    Defined in :numref:`sec_oo-design`"""
    def wrapper(obj):
        setattr(Class, obj.__name__, obj)
    return wrapper
d2l.add_to_class = add_to_class

class HyperParameters:
    """The base class of hyperparameters."""
    def save_hyperparameters(self, ignore=[]):
        """Defined in :numref:`sec_oo-design`"""
        raise NotImplemented

    def save_hyperparameters(self, ignore=[]):
        """Save function arguments into class attributes.
    
        Defined in :numref:`sec_utils`"""
        frame = inspect.currentframe().f_back
        _, _, _, local_vars = inspect.getargvalues(frame)
        self.hparams = {k:v for k, v in local_vars.items()
                        if k not in set(ignore+['self']) and not k.startswith('_')}
        for k, v in self.hparams.items():
            setattr(self, k, v)
d2l.HyperParameters = HyperParameters

class ProgressBoard(d2l.HyperParameters):
    """The board that plots data points in animation.

    Defined in :numref:`sec_oo-design`"""
    def __init__(self, xlabel=None, ylabel=None, xlim=None,
                 ylim=None, xscale='linear', yscale='linear',
                 ls=['-', '--', '-.', ':'], colors=['C0', 'C1', 'C2', 'C3'],
                 fig=None, axes=None, figsize=(3.5, 2.5), display=True):
        self.save_hyperparameters()

    def draw(self, x, y, label, every_n=1):
        """Defined in :numref:`sec_utils`"""
        Point = collections.namedtuple('Point', ['x', 'y'])
        if not hasattr(self, 'raw_points'):
            self.raw_points = collections.OrderedDict()
            self.data = collections.OrderedDict()
        if label not in self.raw_points:
            self.raw_points[label] = []
            self.data[label] = []
        points = self.raw_points[label]
        line = self.data[label]
        points.append(Point(x, y))
        if len(points) != every_n:
            return
        mean = lambda x: sum(x) / len(x)
        line.append(Point(mean([p.x for p in points]),
                          mean([p.y for p in points])))
        points.clear()
        if not self.display:
            return
        # stand-in for the drawing: print the point, rounded
        print('draw', label, round(float(line[-1].x), 4), round(float(line[-1].y), 4))
d2l.ProgressBoard = ProgressBoard

class Module(d2l.nn_Module, d2l.HyperParameters):
    """The base class of models.

    Defined in :numref:`sec_oo-design`"""
    def __init__(self, plot_train_per_epoch=2, plot_valid_per_epoch=1):
        super().__init__()
        self.save_hyperparameters()
        self.board = ProgressBoard()

    def loss(self, y_hat, y):
        raise NotImplementedError

    def forward(self, X):
        assert hasattr(self, 'net'), 'Neural network is defined'
        return self.net(X)

    def plot(self, key, value, train):
        """Plot a point in animation."""
        assert hasattr(self, 'trainer'), 'Trainer is not inited'
        self.board.xlabel = 'epoch'
        if train:
            x = self.trainer.train_batch_idx / \
                self.trainer.num_train_batches
            n = self.trainer.num_train_batches / \
                self.plot_train_per_epoch
        else:
            x = self.trainer.epoch + 1
            n = self.trainer.num_val_batches / \
                self.plot_valid_per_epoch
        self.board.draw(x, d2l.numpy(d2l.to(value, d2l.cpu())),
                        ('train_' if train else 'val_') + key,
                        every_n=int(n))

    def training_step(self, batch):
        l = self.loss(self(*batch[:-1]), batch[-1])
        self.plot('loss', l, train=True)
        return l

    def validation_step(self, batch):
        l = self.loss(self(*batch[:-1]), batch[-1])
        self.plot('loss', l, train=False)

    def configure_optimizers(self):
        raise NotImplementedError

    def configure_optimizers(self):
        """Defined in :numref:`sec_classification`"""
        return torch.optim.SGD(self.parameters(), lr=self.lr)

    def apply_init(self, inputs, init=None):
        """Defined in :numref:`sec_lazy_init`"""
        self.forward(*inputs)
        if init is not None:
            self.net.apply(init)
d2l.Module = Module

def cpu():  # stand-in: CPU only
    return torch.device('cpu')
d2l.cpu = cpu

d2l.float32 = torch.float32

d2l.numpy = lambda x, *args, **kwargs: x.detach().numpy(*args, **kwargs)

d2l.reshape = lambda x, *args, **kwargs: x.reshape(*args, **kwargs)

d2l.to = lambda x, *args, **kwargs: x.to(*args, **kwargs)

d2l.argmax = lambda x, *args, **kwargs: x.argmax(*args, **kwargs)

d2l.astype = lambda x, *args, **kwargs: x.type(*args, **kwargs)

d2l.reduce_mean = lambda x, *args, **kwargs: x.mean(*args, **kwargs)

# ---- the chapter's PyTorch cells, in order ----
import torch

class Classifier(d2l.Module):  #@save
    """The base class of classification models."""
    def validation_step(self, batch):
        Y_hat = self(*batch[:-1])
        self.plot('loss', self.loss(Y_hat, batch[-1]), train=False)
        self.plot('acc', self.accuracy(Y_hat, batch[-1]), train=False)

@d2l.add_to_class(d2l.Module)  #@save
def configure_optimizers(self):
    return torch.optim.SGD(self.parameters(), lr=self.lr)

@d2l.add_to_class(Classifier)  #@save
def accuracy(self, Y_hat, Y, averaged=True):
    """Compute the number of correct predictions."""
    Y_hat = d2l.reshape(Y_hat, (-1, Y_hat.shape[-1]))
    preds = d2l.astype(d2l.argmax(Y_hat, axis=1), Y.dtype)
    compare = d2l.astype(preds == d2l.reshape(Y, -1), d2l.float32)
    return d2l.reduce_mean(compare) if averaged else compare
