"""torch.nn.parameter for nnscope: nn.Buffer as PyTorch 2.6 defines it (a
marker class whose instances are plain Tensors flagged `_is_buffer`).
Parameter is the native type, added to this module by torch.nn's init."""

import torch


class _BufferMeta(type):
    # isinstance(t, Buffer) is true for the plain tensors Buffer() returns.
    def __instancecheck__(self, instance):
        if self is Buffer:
            return isinstance(instance, torch.Tensor) and getattr(instance, "_is_buffer", False)
        return super().__instancecheck__(instance)


class Buffer(torch.Tensor, metaclass=_BufferMeta):
    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            data = torch.empty(0)
        t = data.detach().requires_grad_(data.requires_grad)
        t.persistent = persistent
        t._is_buffer = True
        return t
