"""torch.functional: the module PyTorch's torch-level functions (einsum, meshgrid, norm, split, unique,
...) are defined in. Here they are torch's own functions, so `import torch.functional as F` finds the
same objects under the same names, and other names fail as PyTorch fails (it has no max_pool2d or
log_softmax: those are torch.nn.functional's)."""
import torch

__all__ = ["atleast_1d", "atleast_2d", "atleast_3d", "align_tensors", "broadcast_shapes", "broadcast_tensors",
           "cartesian_prod", "block_diag", "cdist", "chain_matmul", "einsum", "istft", "lu", "norm", "meshgrid",
           "pca_lowrank", "split", "stft", "svd_lowrank", "tensordot", "unique", "unique_consecutive",
           "unravel_index"]


def __getattr__(name):
    if name in __all__ and name != "align_tensors":
        try:
            value = getattr(torch, name)
        except AttributeError:
            pass
        else:
            globals()[name] = value
            return value
    raise AttributeError(f"module 'torch.functional' has no attribute '{name}'")
