"""The device-facing parts of torch on a CPU-only machine, as PyTorch 2.6 answers there:
default device and matmul precision settings, torch.compile returning eager callables, and the
torch.cuda queries that fail or answer zero without CUDA."""
import functools
import torch

_default_device = None
_matmul_precision = "highest"


def set_default_device(device):
    global _default_device
    _default_device = None if device is None else torch.device(device)


def get_default_device():
    return _default_device if _default_device is not None else torch.device("cpu")


def set_float32_matmul_precision(precision):
    global _matmul_precision
    if precision not in ("highest", "high", "medium"):
        from torch.nn.modules._helpers import _warn_from, _torch_site
        _warn_from(f"{precision} is not one of 'highest', 'high', or 'medium'; the current"
                   "setFloat32MatmulPrecision call has no effect. (Triggered internally at "
                   "./aten/src/ATen/Context.cpp:275.)",
                   _torch_site("__init__.py", 1578, "_C._set_float32_matmul_precision(precision)"))
        return
    _matmul_precision = precision


_deterministic = [False, False]


def use_deterministic_algorithms(mode, *, warn_only=False):
    _deterministic[0] = bool(mode)
    _deterministic[1] = bool(warn_only)


def are_deterministic_algorithms_enabled():
    return _deterministic[0]


def is_deterministic_algorithms_warn_only_enabled():
    return _deterministic[1]


def get_float32_matmul_precision():
    return _matmul_precision


class OptimizedModule(torch.nn.Module):
    """What torch.compile returns for a Module: a wrapper whose only child is _orig_mod."""

    def __init__(self, mod, dynamo_ctx=None):
        super().__init__()
        self._orig_mod = mod

    def forward(self, *args, **kwargs):
        return self._orig_mod(*args, **kwargs)

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self._modules["_orig_mod"], name)


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,
            disable=False):
    """torch.compile: no graph compiler here, so the result runs eagerly (same values)."""
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    modes = ("default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")
    if backend == "inductor" and mode is not None and mode not in modes:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: " + ", ".join(modes))
    if not disable:
        import torch._dynamo
        torch._dynamo._check_backend(backend)
    if model is None:
        def fn(model):
            if model is None:
                raise RuntimeError("Model can't be None")
            return compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode,
                           options=options, disable=disable)
        return fn
    if isinstance(model, torch.nn.Module):
        return OptimizedModule(model)
    if not callable(model):
        raise RuntimeError("Model can't be None") if model is None else TypeError("model must be callable")

    @functools.wraps(model)
    def compiled(*args, **kwargs):
        return model(*args, **kwargs)
    return compiled


def _no_cuda():
    raise AssertionError("Torch not compiled with CUDA enabled")


def cuda_get_device_name(device=None):
    _no_cuda()


def cuda_current_device():
    _no_cuda()


def cuda_get_device_properties(device=None):
    _no_cuda()


def cuda_set_device(device):
    raise AttributeError("module 'torch._C' has no attribute '_cuda_setDevice'")


def cuda_no_cuda(*args, **kwargs):
    _no_cuda()


def cuda_rng_all():
    return []


def cuda_memory_summary(device=None, abbreviated=False):
    raise KeyError("allocated_bytes.all.current")


def cuda_zero(device=None):
    return 0


def cuda_noop(device=None):
    return None


def cuda_false(*args, **kwargs):
    return False


class cuda_device:
    def __init__(self, device):
        self.idx = device

    def __enter__(self):
        _no_cuda()

    def __exit__(self, *args):
        return False


class cuda_event:
    def __init__(self, *args, **kwargs):
        _no_cuda()
