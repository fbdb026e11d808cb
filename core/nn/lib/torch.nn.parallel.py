"""torch.nn.parallel for nnscope: DataParallel on a machine without GPUs, DistributedDataParallel without a group.

With no accelerator PyTorch's DataParallel keeps the module as its only child (`module`), an empty
device_ids, and forwards every call to it unchanged; data_parallel likewise calls the module.
"""
from torch.nn.modules.module import Module

__all__ = ["DataParallel", "DistributedDataParallel", "data_parallel"]


class DataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


class DistributedDataParallel(Module):
    """Needs a process group, which nnscope never has: constructing one fails as PyTorch does without one."""

    def __init__(self, module, device_ids=None, output_device=None, dim=0, broadcast_buffers=True,
                 process_group=None, bucket_cap_mb=None, find_unused_parameters=False, **kwargs):
        super().__init__()
        import torch.distributed as dist
        dist.get_rank()


def data_parallel(module, inputs, device_ids=None, output_device=None, dim=0, module_kwargs=None):
    if not isinstance(inputs, tuple):
        inputs = (inputs,) if inputs is not None else ()
    return module(*inputs, **(module_kwargs or {}))

