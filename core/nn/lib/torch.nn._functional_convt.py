"""F.conv_transpose1d / 2d / 3d for nnscope: PyTorch's argument checks and
messages here, the computation in the native kernel (core/tensor/ts_conv.c,
ts_conv_transpose: per group columns = weight^T @ input, then col2im, as
PyTorch's slow_conv_transpose does), one ConvolutionBackward0 node.
"""
import torch

__all__ = ["conv_transpose1d", "conv_transpose2d", "conv_transpose3d"]


def _tuple(v, n, name):
    if isinstance(v, (tuple, list)):
        if len(v) == 1 and n > 1:
            return tuple(v) * n
        return tuple(v)
    return (v,) * n


def _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, nd):
    fname = f"conv_transpose{nd}d"
    unbatched = input.dim() == nd + 1
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {fname}, "
                           f"but got input of size: {list(input.shape)}")
    if unbatched:
        input = input.unsqueeze(0)
    stride = _tuple(stride, nd, "stride")
    padding = _tuple(padding, nd, "padding")
    output_padding = _tuple(output_padding, nd, "output_padding")
    dilation = _tuple(dilation, nd, "dilation")
    if weight.dim() != nd + 2:
        raise RuntimeError(f"weight should have at least three dimensions")
    cin = input.shape[1]
    if weight.shape[0] != cin:
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                           f"{list(input.shape)} to have {weight.shape[0]} channels, but got {cin} channels instead")
    for op, s, d in zip(output_padding, stride, dilation):
        if op >= s and op >= d:
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               f"output_padding_height: {output_padding[0]} output_padding_width: {output_padding[-1]} "
                               f"stride_height: {stride[0]} stride_width: {stride[-1]} "
                               f"dilation_height: {dilation[0]} dilation_width: {dilation[-1]}")
    out = torch.nn.functional._conv_transpose(input, weight, bias, stride, padding, output_padding, groups,
                                              dilation)
    if unbatched:
        out = out.squeeze(0)
    return out


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 1)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 2)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 3)
