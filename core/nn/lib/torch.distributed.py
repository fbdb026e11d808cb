"""torch.distributed for nnscope: a single process that never has a process group.

Real training scripts import this module and test is_available()/is_initialized() or read RANK from
the environment to choose between DDP and a plain run. As in PyTorch 2.6 on a CPU machine started
without torchrun: the package is available, no default group exists, the collectives and the
rank/world-size queries raise PyTorch's ValueError, and init_process_group's env:// rendezvous fails on
the first missing variable. Starting a group (which needs other processes) is not supported.
"""
import os

__all__ = ["is_available", "is_initialized", "is_torchelastic_launched", "init_process_group",
           "destroy_process_group", "get_rank", "get_world_size", "get_backend", "barrier", "all_reduce",
           "all_gather", "broadcast", "reduce", "gather", "scatter", "all_gather_into_tensor",
           "reduce_scatter_tensor", "all_to_all", "new_group", "ReduceOp", "Backend", "group", "GroupMember"]

_NO_GROUP = "Default process group has not been initialized, please make sure to call init_process_group."


class _RedOpType:
    def __init__(self, name, value):
        self.name = name
        self.value = value

    def __repr__(self):
        return f"<RedOpType.{self.name}: {self.value}>"

    def __str__(self):
        return "RedOpType." + self.name

    def __int__(self):
        return self.value


class ReduceOp:
    pass


for _i, _n in enumerate(("SUM", "AVG", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR", "PREMUL_SUM", "UNUSED")):
    setattr(ReduceOp, _n, _RedOpType(_n, _i))


class Backend(str):
    UNDEFINED = "undefined"
    GLOO = "gloo"
    NCCL = "nccl"
    UCC = "ucc"
    MPI = "mpi"


class GroupMember:
    WORLD = None
    NON_GROUP_MEMBER = -100


group = GroupMember


def is_available():
    return True


def is_initialized():
    return False


def is_torchelastic_launched():
    return os.getenv("TORCHELASTIC_RUN_ID") is not None


def _no_group(*args, **kwargs):
    raise ValueError(_NO_GROUP)


get_rank = get_world_size = get_backend = barrier = new_group = _no_group
all_reduce = all_gather = broadcast = reduce = gather = scatter = _no_group
all_gather_into_tensor = reduce_scatter_tensor = all_to_all = all_gather_object = broadcast_object_list = _no_group


def destroy_process_group(group=None):
    assert False


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    if init_method is None or init_method == "env://":
        for var in ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"):
            given = {"RANK": rank, "WORLD_SIZE": world_size}.get(var, -1)
            if given == -1 and var not in os.environ:
                raise ValueError("Error initializing torch.distributed using env:// rendezvous: environment "
                                 f"variable {var} expected, but not set")
    raise RuntimeError("nnscope runs one process: torch.distributed process groups are not supported")
