"""torch.backends.cuda on a CPU-only machine: the flags exist with PyTorch 2.6's defaults."""


class _Matmul:
    allow_fp16_reduced_precision_reduction = True
    allow_bf16_reduced_precision_reduction = True


def _get_tf32(self):
    import torch._device_surface as ds
    return ds._matmul_precision != "highest"


def _set_tf32(self, value):
    import torch._device_surface as ds
    ds._matmul_precision = "high" if value else "highest"


# allow_tf32 is float32_matmul_precision seen as a flag (True is "high"), as in PyTorch
_Matmul.allow_tf32 = property(_get_tf32, _set_tf32)
matmul = _Matmul()


def is_built():
    return False


def flash_sdp_enabled():
    return True


def mem_efficient_sdp_enabled():
    return True


def math_sdp_enabled():
    return True


def enable_flash_sdp(enabled):
    pass


def enable_mem_efficient_sdp(enabled):
    pass


def enable_math_sdp(enabled):
    pass


def preferred_linalg_library(backend=None):
    return None
