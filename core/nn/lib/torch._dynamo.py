"""torch._dynamo as compiled-model code touches it: the config flags, reset, the backend registry that
torch.compile checks, and the exceptions, with nothing compiled (torch.compile runs eagerly here)."""

__all__ = ["config", "reset", "is_compiling", "list_backends", "disable", "optimize", "explain", "exc"]

_BACKENDS = ["cudagraphs", "inductor", "onnxrt", "openxla", "tvm"]
_DEBUG_BACKENDS = ["aot_eager", "aot_eager_decomp_partition", "aot_eager_default_partitioner", "eager",
                   "eager_debug", "aot_ts"]


class _Config:
    suppress_errors = False
    verbose = False
    cache_size_limit = 8
    accumulated_cache_size_limit = 256
    capture_scalar_outputs = False
    capture_dynamic_output_shape_ops = False
    automatic_dynamic_shapes = True
    optimize_ddp = True
    log_level = 30


config = _Config()


class _Exc:
    class TorchDynamoException(RuntimeError):
        pass

    class InvalidBackend(TorchDynamoException):
        def __init__(self, name):
            super().__init__(f"Invalid backend: {name!r}, see `torch._dynamo.list_backends()` for available backends.")

    class BackendCompilerFailed(TorchDynamoException):
        pass

    class Unsupported(TorchDynamoException):
        pass


exc = _Exc()
for _n in ("TorchDynamoException", "InvalidBackend", "BackendCompilerFailed", "Unsupported"):
    getattr(_Exc, _n).__module__ = "torch._dynamo.exc"


def _check_backend(backend):
    if callable(backend):
        return
    if backend not in _BACKENDS and backend not in _DEBUG_BACKENDS:
        raise _Exc.InvalidBackend(backend)


def list_backends(exclude_tags=("debug", "experimental")):
    names = list(_BACKENDS)
    if not exclude_tags or "debug" not in exclude_tags:
        names += _DEBUG_BACKENDS
    return sorted(names)


def reset():
    pass


def is_compiling():
    return False


def disable(fn=None, recursive=True):
    if fn is None:
        return lambda f: f
    return fn


def optimize(backend="inductor", *, nopython=False, guard_export_fn=None, guard_fail_fn=None, disable=False,
             dynamic=None):
    _check_backend(backend)
    return lambda fn: fn
