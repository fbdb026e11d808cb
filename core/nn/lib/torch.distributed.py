"""torch.distributed on one process without a process group, as PyTorch 2.6 answers before
init_process_group: available, not initialized, and every query of the group fails with its message."""
import torch

__all__ = ["is_available", "is_initialized", "get_rank", "get_world_size", "init_process_group", "barrier",
           "all_reduce", "ReduceOp", "destroy_process_group", "is_torchelastic_launched"]

_NO_GROUP = "Default process group has not been initialized, please make sure to call init_process_group."


def is_available():
    return True


def is_initialized():
    return False


def is_torchelastic_launched():
    return False


def _no_group(*args, **kwargs):
    raise ValueError(_NO_GROUP)


get_rank = get_world_size = barrier = all_reduce = broadcast = all_gather = reduce = destroy_process_group = _no_group


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    raise RuntimeError("nnscope runs one process: torch.distributed.init_process_group is not available")


class ReduceOp:
    SUM = "SUM"
    AVG = "AVG"
    PRODUCT = "PRODUCT"
    MIN = "MIN"
    MAX = "MAX"
