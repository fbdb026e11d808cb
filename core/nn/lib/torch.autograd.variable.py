"""torch.autograd.variable for nnscope: the legacy Variable constructor.
Variable(t) is a new leaf tensor sharing t's data (t.detach()), with
requires_grad as asked; every Tensor is an instance of Variable."""

import warnings

import torch

__all__ = ["Variable"]


class VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, torch.Tensor)


class Variable(metaclass=VariableMeta):
    def __new__(cls, data=None, requires_grad=False, volatile=False, _grad_fn=None, name=None):
        if volatile:
            warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.",
                          stacklevel=2)
        if data is None:
            data = torch.empty(0)
        elif not isinstance(data, torch.Tensor):
            raise TypeError("Variable data has to be a tensor, but got " + type(data).__name__)
        v = data.detach()
        if requires_grad:
            if not (v.is_floating_point() or v.is_complex()):
                raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
            v.requires_grad_(True)
        return v
