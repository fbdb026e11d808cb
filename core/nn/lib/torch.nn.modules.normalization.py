"""LayerNorm, GroupNorm, RMSNorm, LocalResponseNorm and CrossMapLRN2d for nnscope (PyTorch 2.6 signatures, attribute
order and reprs). The affine weight starts at ones and the bias at zeros;
normalisation is one torch.nn.functional call."""
import torch
from torch.nn import functional as F
from torch.nn import init
from torch.nn.modules.module import Module
from torch.nn.parameter import Parameter

__all__ = ["GroupNorm", "LayerNorm", "RMSNorm", "LocalResponseNorm", "CrossMapLRN2d"]


def _affine_pair(module, shape, want_weight, want_bias, placement):
    """Register `weight` and `bias` on module: fresh Parameters of the given
    shape, or None when not wanted."""
    for name, wanted in (("weight", want_weight), ("bias", want_bias)):
        value = Parameter(torch.empty(shape, **placement)) if wanted else None
        module.register_parameter(name, value)


def _unit_affine(weight, bias):
    """weight := 1, bias := 0 (either may be None)."""
    if weight is not None:
        init.ones_(weight)
    if bias is not None:
        init.zeros_(bias)


class LayerNorm(Module):
    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, bias=True, device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        shape = (normalized_shape,) if isinstance(normalized_shape, int) else normalized_shape
        self.normalized_shape = tuple(shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        _affine_pair(self, self.normalized_shape, elementwise_affine, elementwise_affine and bias, placement)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            _unit_affine(self.weight, self.bias)

    def forward(self, input):
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class GroupNorm(Module):
    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        _affine_pair(self, num_channels, affine, affine, placement)
        self.reset_parameters()

    def reset_parameters(self):
        if self.affine:
            _unit_affine(self.weight, self.bias)

    def forward(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}"


class RMSNorm(Module):
    def __init__(self, normalized_shape, eps=None, elementwise_affine=True, device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        _affine_pair(self, self.normalized_shape, elementwise_affine, False, placement)
        self._parameters.pop("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            init.ones_(self.weight)

    def forward(self, x):
        return F.rms_norm(x, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class LocalResponseNorm(Module):
    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"


class CrossMapLRN2d(Module):
    def __init__(self, size, alpha=1e-4, beta=0.75, k=1):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        from torch.nn.modules._functions import CrossMapLRN2d as _cross_map_lrn2d
        return _cross_map_lrn2d.apply(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"
