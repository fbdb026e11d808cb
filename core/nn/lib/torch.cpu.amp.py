"""torch.cpu.amp: the deprecated names, each warning as PyTorch 2.6 does (FutureWarning at the caller) and
then behaving as torch.amp with device "cpu"."""
import warnings
import torch
from torch.amp import autocast as _autocast, GradScaler as _GradScaler

__all__ = ["autocast", "GradScaler"]


class autocast(_autocast):
    def __init__(self, enabled=True, dtype=torch.bfloat16, cache_enabled=True):
        warnings.warn("`torch.cpu.amp.autocast(args...)` is deprecated. "
                      "Please use `torch.amp.autocast('cpu', args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cpu", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


autocast.__module__ = "torch.cpu.amp.autocast_mode"


class GradScaler(_GradScaler):
    def __init__(self, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                 enabled=True):
        warnings.warn("`torch.cpu.amp.GradScaler(args...)` is deprecated. "
                      "Please use `torch.amp.GradScaler('cpu', args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cpu", init_scale=init_scale, growth_factor=growth_factor,
                         backoff_factor=backoff_factor, growth_interval=growth_interval, enabled=enabled)


GradScaler.__module__ = "torch.cpu.amp.grad_scaler"
