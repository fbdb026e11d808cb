"""torch.accelerator on a machine with no accelerator (PyTorch 2.6)."""
import torch

__all__ = ["current_accelerator", "current_device_idx", "current_device_index", "device_count", "is_available",
           "set_device_idx", "set_device_index", "synchronize", "current_stream", "set_stream"]


def device_count():
    return 0


def is_available():
    return False


def current_accelerator():
    raise RuntimeError("Cannot access accelerator device when none is available.")


def current_device_index():
    raise RuntimeError("Cannot access accelerator device when none is available.")


current_device_idx = current_device_index


def set_device_index(device):
    raise RuntimeError("Cannot access accelerator device when none is available.")


set_device_idx = set_device_index


def synchronize(device=None):
    raise RuntimeError("Cannot access accelerator device when none is available.")


def current_stream(device=None):
    raise RuntimeError("Cannot access accelerator device when none is available.")


def set_stream(stream):
    raise RuntimeError("Cannot access accelerator device when none is available.")
