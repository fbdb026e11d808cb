# torch.utils.checkpoint: reentrant (the default, with PyTorch's warning) makes one
# CheckpointFunctionBackward node over the Tensor arguments and recomputes in backward
# with the forward's RNG state (dropout keeps its mask); non-reentrant gives the plain graph.
import inspect

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint, checkpoint_sequential


def names(fn):
    return [(type(f).__name__ if f is not None else None, i) for f, i in fn.next_functions]


torch.manual_seed(0)
lin = nn.Linear(3, 3)
x = torch.randn(2, 3, requires_grad=True)
y = checkpoint(lin, x)
print(type(y.grad_fn).__name__, names(y.grad_fn))
y.sum().backward()
print(x.grad, lin.weight.grad, lin.bias.grad)
y = checkpoint(lin, x, use_reentrant=False)
print(type(y.grad_fn).__name__, names(y.grad_fn))
y = checkpoint(lambda t: F.dropout(lin(t), 0.5), x, use_reentrant=True)
print(y)
y.sum().backward()
print(x.grad)
seq = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 3), nn.Tanh())
y = checkpoint_sequential(seq, 2, x, use_reentrant=False)
print(y, names(y.grad_fn))
y = checkpoint_sequential(seq, 2, x)
print(y)
y.sum().backward()
print(seq[0].weight.grad)
try:
    checkpoint(lin, x, use_reentrant=True, foo=1)
except ValueError as e:
    print(type(e).__name__, e)
y = checkpoint(lin, torch.ones(1, 3), use_reentrant=True)
print(y.requires_grad, y.grad_fn)
with torch.no_grad():
    y = checkpoint(lin, torch.ones(1, 3, requires_grad=True), use_reentrant=True)
print(y.requires_grad)


def f(a, b=None, scale=1.0):
    return a * scale


y = checkpoint(f, x, None, use_reentrant=False, scale=3.0)
print(y)
try:
    checkpoint(f, x, use_reentrant=True, scale=3.0)
except ValueError as e:
    print(e)
x.grad = None
y = checkpoint(lambda t: (t * 2, t.detach()), x, use_reentrant=True)
print(y)
y[0].sum().backward()
print(x.grad)
print(checkpoint.__module__, checkpoint.__name__)
print(str(inspect.signature(checkpoint)).split(" at ")[0])
