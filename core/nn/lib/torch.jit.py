"""torch.jit for nnscope: script and trace give back what they were given (it runs eagerly with the
same values); the decorators and helpers that TorchScript code uses are identities."""
import torch

__all__ = ["script", "trace", "ignore", "unused", "export", "is_scripting", "is_tracing", "annotate", "Final",
           "ScriptModule", "ScriptFunction", "fork", "wait", "interface", "script_method", "freeze", "optimize_for_inference"]


def script(obj, optimize=None, _frames_up=0, _rcb=None, example_inputs=None):
    return obj


def trace(func, example_inputs=None, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5,
          strict=True, _force_outplace=False, _module_class=None, _compilation_unit=None, example_kwarg_inputs=None,
          _store_inputs=True):
    return func


def ignore(drop=False, **kwargs):
    if callable(drop):
        return drop
    return lambda fn: fn


def unused(fn):
    return fn


def export(fn):
    return fn


def interface(obj):
    return obj


def script_method(fn):
    return fn


def is_scripting():
    return False


def is_tracing():
    return False


def annotate(the_type, the_value):
    return the_value


def freeze(mod, preserved_attrs=None, optimize_numerics=True):
    return mod


def optimize_for_inference(mod, other_methods=None):
    return mod


class _Final:
    def __getitem__(self, item):
        return item


Final = _Final()


class ScriptModule(torch.nn.Module):
    pass


class ScriptFunction:
    pass


class _Future:
    def __init__(self, value):
        self._value = value

    def wait(self):
        return self._value


def fork(func, *args, **kwargs):
    return _Future(func(*args, **kwargs))


def wait(future):
    return future.wait()
