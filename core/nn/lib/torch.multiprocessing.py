"""torch.multiprocessing for nnscope: the start-method queries of a process that starts no others.

Scripts import it beside torch.distributed and call it only on a multi-process path; spawning
raises, as nnscope runs one process.
"""
import os

__all__ = ["get_start_method", "set_start_method", "get_all_start_methods", "cpu_count", "spawn",
           "set_sharing_strategy", "get_sharing_strategy", "get_all_sharing_strategies"]

_method = [None]
_sharing = ["file_descriptor"]


def get_start_method(allow_none=False):
    if _method[0] is None and not allow_none:
        _method[0] = "fork"
    return _method[0]


def set_start_method(method, force=False):
    if method not in get_all_start_methods():
        raise ValueError("cannot find context for %r" % method)
    if _method[0] is not None and not force:
        raise RuntimeError("context has already been set")
    _method[0] = method


def get_all_start_methods():
    return ["fork", "spawn", "forkserver"]


def cpu_count():
    return os.cpu_count() or 1


def set_sharing_strategy(new_strategy):
    _sharing[0] = new_strategy


def get_sharing_strategy():
    return _sharing[0]


def get_all_sharing_strategies():
    return {"file_descriptor", "file_system"}


def spawn(fn, args=(), nprocs=1, join=True, daemon=False, start_method="spawn"):
    raise RuntimeError("nnscope runs one process: torch.multiprocessing.spawn is not supported")
