"""torch.mps on a machine without Apple GPUs: no devices; seeding and cache calls do nothing."""

__all__ = ["device_count", "manual_seed", "seed", "synchronize", "empty_cache"]


def device_count():
    return 0


def manual_seed(seed):
    pass


def seed():
    pass


def synchronize():
    pass


def empty_cache():
    pass
