"""torch.backends.opt_einsum: the opt_einsum package is not present."""
enabled = False
strategy = None


def is_available():
    return False


def get_opt_einsum():
    return None
