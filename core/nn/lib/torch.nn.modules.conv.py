"""Conv1d/2d/3d, ConvTranspose1d/2d/3d and their Lazy forms for nnscope, with PyTorch 2.6's constructor checks,
attribute set (in the same order, since vars(m) shows it), reprs and
initialisation: kaiming_uniform_(a=sqrt(5)) on the weight and
U(-1/sqrt(fan_in), 1/sqrt(fan_in)) on the bias, where
fan_in = in_channels / groups * prod(kernel_size).

The convolution itself is a single torch.nn.functional call; non-zero
padding modes pad explicitly first and then convolve without padding.
"""
import math
from typing import Tuple, Union

import torch
from torch.nn import functional as F
from torch.nn import init
from torch.nn.modules.module import Module
from torch.nn.modules.utils import _pair, _reverse_repeat_tuple, _single, _triple
from torch.nn.parameter import Parameter

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d", "LazyConv1d",
           "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d", "LazyConvTranspose2d", "LazyConvTranspose3d"]


def _check_conv_args(in_channels, out_channels, stride, padding, groups, padding_mode):
    """Raise PyTorch's errors for inconsistent constructor arguments, in its order."""
    if groups <= 0:
        raise ValueError("groups must be a positive integer")
    for what, channels in (("in_channels", in_channels), ("out_channels", out_channels)):
        if channels % groups != 0:
            raise ValueError(f"{what} must be divisible by groups")
    padding_words = {"same", "valid"}
    if isinstance(padding, str):
        if padding not in padding_words:
            raise ValueError(f"Invalid padding string {padding!r}, should be one of {padding_words}")
        if padding == "same" and any(step != 1 for step in stride):
            raise ValueError("padding='same' is not supported for strided convolutions")
    modes = {"zeros", "reflect", "replicate", "circular"}
    if padding_mode not in modes:
        raise ValueError(f"padding_mode must be one of {modes}, but got padding_mode='{padding_mode}'")


def _explicit_padding(padding, kernel_size, dilation):
    """The F.pad amounts (last dimension first, a (before, after) pair per
    dimension) that stand for `padding` when padding_mode is not zeros."""
    if not isinstance(padding, str):
        return _reverse_repeat_tuple(padding, 2)
    amounts = [0, 0] * len(kernel_size)
    if padding == "same":
        ndim = len(kernel_size)
        for dim in range(ndim):
            span = dilation[dim] * (kernel_size[dim] - 1)
            slot = 2 * (ndim - 1 - dim)
            amounts[slot] = span // 2
            amounts[slot + 1] = span - span // 2
    return amounts


def _differs(value, neutral):
    """Does a per-dimension setting differ from (neutral, neutral, ...)?"""
    return value != (neutral,) * len(value)


class _ConvNd(Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation, transposed,
                 output_padding, groups, bias, padding_mode, device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        _check_conv_args(in_channels, out_channels, stride, padding, groups, padding_mode)
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        self.transposed = transposed
        self.output_padding = output_padding
        self.groups = groups
        self.padding_mode = padding_mode
        self._reversed_padding_repeated_twice = _explicit_padding(padding, kernel_size, dilation)
        lead = (in_channels, out_channels // groups) if transposed else (out_channels, in_channels // groups)
        self.weight = Parameter(torch.empty((*lead, *kernel_size), **placement))
        if bias:
            self.bias = Parameter(torch.empty(out_channels, **placement))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is None:
            return
        fan_in = init._calculate_fan_in_and_fan_out(self.weight)[0]
        if fan_in != 0:
            limit = 1 / math.sqrt(fan_in)
            init.uniform_(self.bias, -limit, limit)

    def extra_repr(self):
        text = (f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, "
                f"stride={self.stride}")
        if _differs(self.padding, 0):
            text += f", padding={self.padding}"
        if _differs(self.dilation, 1):
            text += f", dilation={self.dilation}"
        if _differs(self.output_padding, 0):
            text += f", output_padding={self.output_padding}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        if self.padding_mode != "zeros":
            text += f", padding_mode={self.padding_mode}"
        return text


def _convolve(conv, fn, no_padding, input, weight, bias):
    """Run fn (F.conv1d / F.conv2d) for conv, padding explicitly first when
    its padding_mode is not 'zeros'."""
    if conv.padding_mode == "zeros":
        return fn(input, weight, bias, conv.stride, conv.padding, conv.dilation, conv.groups)
    padded = F.pad(input, conv._reversed_padding_repeated_twice, mode=conv.padding_mode)
    return fn(padded, weight, bias, conv.stride, no_padding, conv.dilation, conv.groups)


class Conv1d(_ConvNd):
    def __init__(self, in_channels: int, out_channels: int, kernel_size: Union[int, Tuple[int]], stride: Union[int, Tuple[int]] = 1,
                 padding: Union[str, int, Tuple[int]] = 0, dilation: Union[int, Tuple[int]] = 1, groups: int = 1,
                 bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None) -> None:
        super().__init__(in_channels, out_channels, _single(kernel_size), _single(stride),
                         padding if isinstance(padding, str) else _single(padding), _single(dilation),
                         False, _single(0), groups, bias, padding_mode, device=device, dtype=dtype)

    def _conv_forward(self, input, weight, bias):
        return _convolve(self, F.conv1d, _single(0), input, weight, bias)

    def forward(self, input):
        return self._conv_forward(input, self.weight, self.bias)


class Conv2d(_ConvNd):
    def __init__(self, in_channels: int, out_channels: int, kernel_size: Union[int, Tuple[int, int]], stride: Union[int, Tuple[int, int]] = 1,
                 padding: Union[str, int, Tuple[int, int]] = 0, dilation: Union[int, Tuple[int, int]] = 1, groups: int = 1,
                 bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None) -> None:
        super().__init__(in_channels, out_channels, _pair(kernel_size), _pair(stride),
                         padding if isinstance(padding, str) else _pair(padding), _pair(dilation),
                         False, _pair(0), groups, bias, padding_mode, device=device, dtype=dtype)

    def _conv_forward(self, input, weight, bias):
        return _convolve(self, F.conv2d, _pair(0), input, weight, bias)

    def forward(self, input):
        return self._conv_forward(input, self.weight, self.bias)


class Conv3d(_ConvNd):
    def __init__(self, in_channels: int, out_channels: int, kernel_size: Union[int, Tuple[int, int, int]], stride: Union[int, Tuple[int, int, int]] = 1,
                 padding: Union[str, int, Tuple[int, int, int]] = 0, dilation: Union[int, Tuple[int, int, int]] = 1, groups: int = 1,
                 bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None) -> None:
        super().__init__(in_channels, out_channels, _triple(kernel_size), _triple(stride),
                         padding if isinstance(padding, str) else _triple(padding), _triple(dilation),
                         False, _triple(0), groups, bias, padding_mode, device=device, dtype=dtype)

    def _conv_forward(self, input, weight, bias):
        return _convolve(self, F.conv3d, _triple(0), input, weight, bias)

    def forward(self, input):
        return self._conv_forward(input, self.weight, self.bias)


class _ConvTransposeNd(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation, transposed,
                 output_padding, groups, bias, padding_mode, device=None, dtype=None):
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {self.__class__.__name__}')
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, transposed,
                         output_padding, groups, bias, padding_mode, device=device, dtype=dtype)

    def _output_padding(self, input, output_size, stride, padding, kernel_size, num_spatial_dims, dilation=None):
        if output_size is None:
            return _single(self.output_padding) if num_spatial_dims == 1 else self.output_padding
        has_batch_dim = input.dim() == num_spatial_dims + 2
        num_non_spatial_dims = 2 if has_batch_dim else 1
        if len(output_size) == num_non_spatial_dims + num_spatial_dims:
            output_size = output_size[num_non_spatial_dims:]
        if len(output_size) != num_spatial_dims:
            raise ValueError(f"ConvTranspose{num_spatial_dims}D: for {input.dim()}D input, output_size must have "
                             f"{num_spatial_dims} or {num_non_spatial_dims + num_spatial_dims} elements (got {len(output_size)})")
        min_sizes, max_sizes = [], []
        for d in range(num_spatial_dims):
            dim_size = ((input.size(d + num_non_spatial_dims) - 1) * stride[d] - 2 * padding[d]
                        + (dilation[d] if dilation is not None else 1) * (kernel_size[d] - 1) + 1)
            min_sizes.append(dim_size)
            max_sizes.append(min_sizes[d] + stride[d] - 1)
        for i in range(len(output_size)):
            size, min_size, max_size = output_size[i], min_sizes[i], max_sizes[i]
            if size < min_size or size > max_size:
                raise ValueError(f"requested an output size of {output_size}, but valid sizes range "
                                 f"from {min_sizes} to {max_sizes} (for an input of {input.size()[2:]})")
        return tuple(output_size[d] - min_sizes[d] for d in range(num_spatial_dims))


class ConvTranspose1d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, _single(kernel_size), _single(stride), _single(padding),
                         _single(dilation), True, _single(output_padding), groups, bias, padding_mode,
                         device=device, dtype=dtype)

    def forward(self, input, output_size=None):
        output_padding = self._output_padding(input, output_size, self.stride, self.padding, self.kernel_size, 1,
                                              self.dilation)
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                  self.groups, self.dilation)


class ConvTranspose2d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, _pair(kernel_size), _pair(stride), _pair(padding),
                         _pair(dilation), True, _pair(output_padding), groups, bias, padding_mode,
                         device=device, dtype=dtype)

    def forward(self, input, output_size=None):
        output_padding = self._output_padding(input, output_size, self.stride, self.padding, self.kernel_size, 2,
                                              self.dilation)
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                  self.groups, self.dilation)


class ConvTranspose3d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, _triple(kernel_size), _triple(stride), _triple(padding),
                         _triple(dilation), True, _triple(output_padding), groups, bias, padding_mode,
                         device=device, dtype=dtype)

    def forward(self, input, output_size=None):
        output_padding = self._output_padding(input, output_size, self.stride, self.padding, self.kernel_size, 3,
                                              self.dilation)
        return F.conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                  self.groups, self.dilation)


# ---------------------------------------------------------------- lazy convolutions

class _LazyConvXdMixin:
    """A conv whose in_channels comes from the first input; it then becomes
    cls_to_become with parameters initialised as that class does."""

    def _lazy_init(self, out_channels, bias, device, dtype):
        from torch.nn.modules.linear import UninitializedParameter
        self._placement = {"device": device, "dtype": dtype}
        self.weight = UninitializedParameter(device=device, dtype=dtype)
        self.out_channels = out_channels
        if bias:
            self.bias = UninitializedParameter(device=device, dtype=dtype)

    def has_uninitialized_params(self):
        from torch.nn.modules.linear import UninitializedParameter
        return any(isinstance(p, UninitializedParameter) for p in self._parameters.values())

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_channels != 0:
            super().reset_parameters()

    def _get_in_channels(self, input):
        spatial = len(self.kernel_size)
        if input.dim() not in (spatial + 1, spatial + 2):
            raise RuntimeError(f"Expected {spatial + 1}D (unbatched) or {spatial + 2}D (batched) input to "
                               f"{self.__class__.__name__}, but got input of size: {input.shape}")
        return input.shape[1] if input.dim() == spatial + 2 else input.shape[0]

    def initialize_parameters(self, input):
        if not self.has_uninitialized_params():
            return
        self.in_channels = self._get_in_channels(input)
        if self.in_channels % self.groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if self.transposed:
            shape = (self.in_channels, self.out_channels // self.groups, *self.kernel_size)
        else:
            shape = (self.out_channels, self.in_channels // self.groups, *self.kernel_size)
        with torch.no_grad():
            self.weight.materialize(shape)
            if self.bias is not None:
                self.bias.materialize((self.out_channels,))
            self.reset_parameters()

    def forward(self, input, *args):
        # the first forward initialises (if anything is pending) and always changes the class
        become = self.cls_to_become
        if self.has_uninitialized_params():
            self.initialize_parameters(input)
        self.__dict__.pop("_placement", None)
        self.__class__ = become
        return become.forward(self, input, *args)


class LazyConv1d(_LazyConvXdMixin, Conv1d):
    cls_to_become = Conv1d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, dilation, groups, False, padding_mode, device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)


class LazyConv2d(_LazyConvXdMixin, Conv2d):
    cls_to_become = Conv2d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, dilation, groups, False, padding_mode, device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)


class LazyConv3d(_LazyConvXdMixin, Conv3d):
    cls_to_become = Conv3d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, dilation, groups, False, padding_mode, device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)


class LazyConvTranspose1d(_LazyConvXdMixin, ConvTranspose1d):
    cls_to_become = ConvTranspose1d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
                 dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, output_padding, groups, False, dilation, padding_mode,
                         device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)


class LazyConvTranspose2d(_LazyConvXdMixin, ConvTranspose2d):
    cls_to_become = ConvTranspose2d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
                 dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, output_padding, groups, False, dilation, padding_mode,
                         device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)


class LazyConvTranspose3d(_LazyConvXdMixin, ConvTranspose3d):
    cls_to_become = ConvTranspose3d

    def __init__(self, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
                 dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, output_padding, groups, False, dilation, padding_mode,
                         device, dtype)
        self._lazy_init(out_channels, bias, device, dtype)
