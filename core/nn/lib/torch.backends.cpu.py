"""torch.backends.cpu: the SIMD capability this engine reports."""


def get_cpu_capability():
    return "DEFAULT"
