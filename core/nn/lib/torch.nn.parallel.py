"""torch.nn.parallel for nnscope: DataParallel on a machine without GPUs.

With no accelerator PyTorch's DataParallel keeps the module as its only child (`module`), an empty
device_ids, and forwards every call to it unchanged; data_parallel likewise calls the module.
"""
from torch.nn.modules.module import Module

__all__ = ["DataParallel", "data_parallel", "DistributedDataParallel"]


class DataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


def data_parallel(module, inputs, device_ids=None, output_device=None, dim=0, module_kwargs=None):
    if not isinstance(inputs, tuple):
        inputs = (inputs,) if inputs is not None else ()
    return module(*inputs, **(module_kwargs or {}))


class DistributedDataParallel(Module):
    """Needs a process group, which one process here never has: fails as PyTorch does without one."""

    def __init__(self, module, *args, **kwargs):
        raise ValueError("Default process group has not been initialized, please make sure to call "
                         "init_process_group.")
