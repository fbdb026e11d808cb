"""torch.autograd.function for nnscope: custom autograd functions.

Mirrors PyTorch 2.6's class structure (FunctionCtx, BackwardCFunction,
FunctionMeta creating `<Name>Backward` per Function subclass). The graph
wiring is native (torch.autograd._function_native): _prepare fills
ctx.needs_input_grad, _wrap_outputs records the node whose backward calls
the subclass's static backward(ctx, *grad_outputs)."""

import functools

import torch
from torch.autograd._function_native import _FunctionBase, _prepare, _wrap_outputs

__all__ = ["FunctionCtx", "BackwardCFunction", "FunctionMeta", "Function", "once_differentiable",
           "InplaceFunction", "NestedIOFunction"]


class FunctionCtx:
    def save_for_backward(self, *tensors):
        self.to_save = tensors

    def save_for_forward(self, *tensors):
        self.saved_for_forward = tensors

    def mark_dirty(self, *args):
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args):
        self.non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value


class _HookMixin:
    pass


class BackwardCFunction(_FunctionBase, FunctionCtx, _HookMixin):
    def apply(self, *args):
        return self._forward_cls.backward(self, *args)

    def apply_jvp(self, *args):
        raise NotImplementedError("forward-mode AD is not supported by nnscope")


class FunctionMeta(type):
    def __init__(cls, name, bases, attrs):
        backward_fn = type(name + "Backward", (BackwardCFunction,), {"_forward_cls": cls})
        cls._backward_cls = backward_fn
        super().__init__(name, bases, attrs)


class _SingleLevelFunction(_FunctionBase, FunctionCtx, _HookMixin, metaclass=FunctionMeta):
    @staticmethod
    def forward(*args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        raise NotImplementedError("You must implement the jvp function for custom autograd.Function to use it "
                                  "with forward mode AD.")


class Function(_SingleLevelFunction):
    def __call__(self, *args, **kwargs):
        raise RuntimeError(
            "Legacy autograd function with non-static forward method is deprecated. Please use new-style "
            "autograd function with static forward method. (Example: "
            "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    generate_vmap_rule = False

    @staticmethod
    def vmap(info, in_dims, *args):
        raise NotImplementedError("vmap is not supported by nnscope")

    @classmethod
    def apply(cls, *args, **kwargs):
        custom_setup = cls.setup_context is not _SingleLevelFunction.setup_context
        ctx = cls._backward_cls()
        _prepare(ctx, args)
        with torch.no_grad():
            if custom_setup:
                outputs = cls.forward(*args, **kwargs)
                cls.setup_context(ctx, args, outputs)
            else:
                outputs = cls.forward(ctx, *args, **kwargs)
        return _wrap_outputs(ctx, args, outputs)


def once_differentiable(fn):
    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with torch.no_grad():
            return fn(ctx, *args)

    return wrapper


class InplaceFunction(Function):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace


class NestedIOFunction(Function):
    pass
