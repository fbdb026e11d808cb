"""torch.xpu on a machine without Intel GPUs: nothing is available."""

__all__ = ["is_available", "device_count", "is_initialized"]


def is_available():
    return False


def device_count():
    return 0


def is_initialized():
    return False
