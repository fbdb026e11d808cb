"""torch.nn.init for nnscope.

Bounds and standard deviations are computed here with Python floats, in
the same order of operations as PyTorch 2.6, so they are the same doubles.
The random fills are native (torch.nn._init_native): they draw from the
default generator (or the one passed) in PyTorch's order and write the
tensor in place without recording autograd."""
import math
import warnings

import torch
from torch.nn import _init_native as _nat

__all__ = [
    "calculate_gain", "uniform_", "normal_", "trunc_normal_", "constant_", "ones_", "zeros_", "eye_",
    "dirac_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_",
    "orthogonal_", "sparse_",
]

# (name, gain) of the nonlinearities whose gain is a constant
_CONSTANT_GAINS = (
    ("linear", 1), ("conv1d", 1), ("conv2d", 1), ("conv3d", 1), ("conv_transpose1d", 1),
    ("conv_transpose2d", 1), ("conv_transpose3d", 1), ("sigmoid", 1),
    ("tanh", 5.0 / 3), ("relu", math.sqrt(2.0)), ("selu", 3.0 / 4),
)


def _no_grad_uniform_(tensor, a, b, generator=None):
    return _nat._uniform(tensor, a, b, generator)


def _no_grad_normal_(tensor, mean, std, generator=None):
    return _nat._normal(tensor, mean, std, generator)


def _no_grad_trunc_normal_(tensor, mean, std, a, b, generator=None):
    far_outside = mean < a - 2 * std or mean > b + 2 * std
    if far_outside:
        warnings.warn(
            "mean is more than 2 std from [a, b] in nn.init.trunc_normal_. "
            "The distribution of values may be incorrect.",
            stacklevel=2,
        )
    return _nat._trunc_normal(tensor, mean, std, a, b, generator)


def _no_grad_fill_(tensor, val):
    return _nat._fill(tensor, val)


def _no_grad_zero_(tensor):
    return _nat._fill(tensor, 0)


def _leaky_slope(param):
    """The negative slope given to calculate_gain('leaky_relu', param)."""
    if param is None:
        return 0.01
    if isinstance(param, float) or (isinstance(param, int) and not isinstance(param, bool)):
        return param
    raise ValueError(f"negative_slope {param} not a valid number")


def calculate_gain(nonlinearity, param=None):
    """The recommended scale of the initial weights for a nonlinearity."""
    for name, gain in _CONSTANT_GAINS:
        if nonlinearity == name:
            return gain
    if nonlinearity == "leaky_relu":
        slope = _leaky_slope(param)
        return math.sqrt(2.0 / (1 + slope**2))
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def uniform_(tensor, a=0.0, b=1.0, generator=None):
    return _no_grad_uniform_(tensor, a, b, generator)


def normal_(tensor, mean=0.0, std=1.0, generator=None):
    return _no_grad_normal_(tensor, mean, std, generator)


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0, generator=None):
    return _no_grad_trunc_normal_(tensor, mean, std, a, b, generator=generator)


def constant_(tensor, val):
    return _no_grad_fill_(tensor, val)


def ones_(tensor):
    return _no_grad_fill_(tensor, 1.0)


def zeros_(tensor):
    return _no_grad_zero_(tensor)


def eye_(tensor):
    if tensor.ndimension() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    return _nat._eye(tensor)


def dirac_(tensor, groups=1):
    nd = tensor.ndimension()
    if nd not in [3, 4, 5]:
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tensor.size()
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    per_group = sizes[0] // groups
    n = min(per_group, sizes[1])
    _nat._fill(tensor, 0)
    with torch.no_grad():
        for g in range(groups):
            for d in range(n):
                centre = tuple(tensor.size(k) // 2 for k in range(2, nd))
                tensor[(g * per_group + d, d) + centre] = 1
    return tensor


def _calculate_fan_in_and_fan_out(tensor):
    """(fan_in, fan_out) of a weight laid out as (out, in, *kernel)."""
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    per_map = math.prod(tensor.shape[2:])
    return tensor.size(1) * per_map, tensor.size(0) * per_map


def _xavier_std(tensor, gain):
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return gain * math.sqrt(2.0 / float(fan_in + fan_out))


def xavier_uniform_(tensor, gain=1.0, generator=None):
    bound = math.sqrt(3.0) * _xavier_std(tensor, gain)
    return _no_grad_uniform_(tensor, -bound, bound, generator)


def xavier_normal_(tensor, gain=1.0, generator=None):
    return _no_grad_normal_(tensor, 0.0, _xavier_std(tensor, gain), generator)


def _calculate_correct_fan(tensor, mode):
    choice = mode.lower()
    modes = ["fan_in", "fan_out"]
    if choice not in modes:
        raise ValueError(f"Mode {choice} not supported, please use one of {modes}")
    return _calculate_fan_in_and_fan_out(tensor)[modes.index(choice)]


def _kaiming_std(tensor, a, mode, nonlinearity):
    fan = _calculate_correct_fan(tensor, mode)  # checked before the nonlinearity, as in PyTorch
    return calculate_gain(nonlinearity, a) / math.sqrt(fan)


def _is_empty(tensor):
    """Warn (as PyTorch does) and return True for a tensor with a zero-sized dimension."""
    if 0 not in tensor.shape:
        return False
    warnings.warn("Initializing zero-element tensors is a no-op")
    return True


def kaiming_uniform_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    if _is_empty(tensor):
        return tensor
    bound = math.sqrt(3.0) * _kaiming_std(tensor, a, mode, nonlinearity)
    return _nat._uniform(tensor, -bound, bound, generator)


def kaiming_normal_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    if _is_empty(tensor):
        return tensor
    return _nat._normal(tensor, 0, _kaiming_std(tensor, a, mode, nonlinearity), generator)


def orthogonal_(tensor, gain=1, generator=None):
    if tensor.ndimension() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.size(0)
    cols = tensor.numel() // rows
    flat = tensor.new_empty((rows, cols))
    _nat._normal(flat, 0, 1, generator)
    if rows < cols:
        flat = flat.t()
    q, r = torch.linalg.qr(flat)
    q = q * torch.diag(r, 0).sign()
    if rows < cols:
        q = q.t()
    _nat._copy(tensor.view_as(q), q)
    with torch.no_grad():
        tensor.mul_(gain)
    return tensor


def sparse_(tensor, sparsity, std=0.01, generator=None):
    if tensor.ndimension() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    rows, cols = tensor.shape
    num_zeros = int(math.ceil(sparsity * rows))
    _nat._normal(tensor, 0, std, generator)
    with torch.no_grad():
        for col in range(cols):
            idx = torch.randperm(rows)[:num_zeros]
            tensor[idx, col] = 0
    return tensor


def _deprecated_alias(current):
    """The old name of an initialiser (without the trailing underscore):
    warns with FutureWarning, then calls the current one."""
    old = current.__name__[:-1]

    def alias(*args, **kwargs):
        warnings.warn(f"`nn.init.{old}` is now deprecated in favor of `nn.init.{current.__name__}`.",
                      FutureWarning, stacklevel=2)
        return current(*args, **kwargs)

    alias.__name__ = old
    return alias


uniform = _deprecated_alias(uniform_)
normal = _deprecated_alias(normal_)
constant = _deprecated_alias(constant_)
eye = _deprecated_alias(eye_)
dirac = _deprecated_alias(dirac_)
xavier_uniform = _deprecated_alias(xavier_uniform_)
xavier_normal = _deprecated_alias(xavier_normal_)
kaiming_uniform = _deprecated_alias(kaiming_uniform_)
kaiming_normal = _deprecated_alias(kaiming_normal_)
orthogonal = _deprecated_alias(orthogonal_)
sparse = _deprecated_alias(sparse_)
