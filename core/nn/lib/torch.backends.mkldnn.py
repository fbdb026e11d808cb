"""torch.backends.mkldnn: CPU library flags (as the Debian PyTorch 2.6 build reports them)."""
enabled = True


def is_available():
    return True
