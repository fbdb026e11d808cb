"""torch.autograd.grad_mode for nnscope: no_grad, enable_grad,
set_grad_enabled, inference_mode.

Same class structure and state rules as PyTorch 2.6 (torch/autograd/grad_mode.py
over torch/utils/_contextlib.py): one `prev` per instance (so a reused
instance restores what its latest __enter__ saw), set_grad_enabled acting at
construction, decorators wrapping a fresh clone per call and generators per
resumption. The mode switches themselves are native
(torch.autograd._function_native)."""

import functools
import warnings

import torch
from torch.autograd._function_native import _set_grad_enabled, _inference_enter, _inference_exit

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "inference_mode"]


def _wrap_generator(ctx_factory, func):
    @functools.wraps(func)
    def generator_context(*args, **kwargs):
        gen = func(*args, **kwargs)
        try:
            with ctx_factory():
                response = gen.send(None)
            while True:
                try:
                    request = yield response
                except GeneratorExit:
                    with ctx_factory():
                        gen.close()
                    raise
                except BaseException as exc:
                    with ctx_factory():
                        response = gen.throw(exc)
                else:
                    with ctx_factory():
                        response = gen.send(request)
        except StopIteration as e:
            return e.value

    return generator_context


def _is_class(obj):
    return isinstance(obj, type)


def context_decorator(ctx, func):
    ctx_factory = ctx
    if _is_class(func):
        raise RuntimeError(
            "Cannot decorate classes; it is ambiguous whether or not only the "
            "constructor or all methods should have the context manager applied; "
            "additionally, decorating a class at definition-site will prevent "
            "use of the identifier as a conventional type.  "
            "To specify which methods to decorate, decorate each of them "
            "individually."
        )
    code = getattr(func, "__code__", None)
    if code is not None and code.co_flags & 0x20:
        return _wrap_generator(ctx_factory, func)

    @functools.wraps(func)
    def decorate_context(*args, **kwargs):
        with ctx_factory():
            return func(*args, **kwargs)

    return decorate_context


class _DecoratorContextManager:
    def __call__(self, orig_func):
        if _is_class(orig_func):
            warnings.warn(
                "Decorating classes is deprecated and will be disabled in "
                "future versions. You should only decorate functions or methods. "
                "To preserve the current behavior of class decoration, you can "
                "directly decorate the `__init__` method and nothing else.",
                FutureWarning,
                stacklevel=2,
            )
            func = lambda *args, **kwargs: orig_func(*args, **kwargs)
        else:
            func = orig_func
        return context_decorator(self.clone, func)

    def __enter__(self):
        raise NotImplementedError

    def __exit__(self, exc_type, exc_value, traceback):
        raise NotImplementedError

    def clone(self):
        return self.__class__()


class _NoParamDecoratorContextManager(_DecoratorContextManager):
    def __new__(cls, orig_func=None):
        if orig_func is None:
            return super().__new__(cls)
        return cls()(orig_func)


class no_grad(_NoParamDecoratorContextManager):
    def __init__(self):
        super().__init__()
        self.prev = False

    def __enter__(self):
        self.prev = torch.is_grad_enabled()
        _set_grad_enabled(False)

    def __exit__(self, exc_type, exc_value, traceback):
        _set_grad_enabled(self.prev)


class enable_grad(_NoParamDecoratorContextManager):
    def __enter__(self):
        self.prev = torch.is_grad_enabled()
        _set_grad_enabled(True)

    def __exit__(self, exc_type, exc_value, traceback):
        _set_grad_enabled(self.prev)


class set_grad_enabled(_DecoratorContextManager):
    def __init__(self, mode):
        self.prev = torch.is_grad_enabled()
        self.mode = mode
        _set_grad_enabled(mode)

    def __call__(self, orig_func):
        _set_grad_enabled(self.prev)
        return super().__call__(orig_func)

    def __enter__(self):
        _set_grad_enabled(self.mode)

    def __exit__(self, exc_type, exc_value, traceback):
        _set_grad_enabled(self.prev)

    def clone(self):
        return self.__class__(self.mode)


class inference_mode(_DecoratorContextManager):
    def __init__(self, mode=True):
        super().__init__()
        self.mode = mode

    def __new__(cls, mode=True):
        if isinstance(mode, bool):
            return super().__new__(cls)
        return cls()(mode)

    def __enter__(self):
        self._inference_mode_context = _inference_enter(self.mode)

    def __exit__(self, exc_type, exc_value, traceback):
        _inference_exit(self._inference_mode_context)

    def clone(self):
        return self.__class__(self.mode)
