"""F.conv_transpose1d / conv_transpose2d for nnscope.

A transposed convolution is the adjoint of a convolution: each input pixel scatters weight-scaled
copies of the kernel into the output. As PyTorch's CPU reference (slow_conv_transpose2d) computes it,
this is one matrix product per group, columns = weight^T @ input, followed by col2im, which is F.fold;
both are differentiable ops, so autograd gives the gradients (under one ConvolutionBackward0 node). 1-d runs as 2-d with a unit height.
"""
import torch

__all__ = ["conv_transpose1d", "conv_transpose2d"]


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
    edges = (input, weight, bias)   # ATen's one ConvolutionBackward0 node
    if nd == 1:
        input = input.unsqueeze(2)
        weight = weight.unsqueeze(2)
        stride, padding, output_padding, dilation = (1,) + stride, (0,) + padding, (0,) + output_padding, (1,) + dilation
    n = input.shape[0]
    kh, kw = weight.shape[2], weight.shape[3]
    h, w = input.shape[2], input.shape[3]
    hout = (h - 1) * stride[0] - 2 * padding[0] + dilation[0] * (kh - 1) + output_padding[0] + 1
    wout = (w - 1) * stride[1] - 2 * padding[1] + dilation[1] * (kw - 1) + output_padding[1] + 1
    cin_g = cin // groups
    outs = []
    for g in range(groups):
        xg = input[:, g * cin_g:(g + 1) * cin_g].reshape(n, cin_g, h * w)
        wg = weight[g * cin_g:(g + 1) * cin_g]
        cout_g = wg.shape[1]
        cols = torch.matmul(wg.reshape(cin_g, cout_g * kh * kw).t(), xg)
        outs.append(torch.nn.functional.fold(cols, (hout, wout), (kh, kw), dilation=dilation, padding=padding,
                                             stride=stride))
    out = outs[0] if groups == 1 else torch.cat(outs, 1)
    if bias is not None:
        out = out + bias.reshape(1, -1, 1, 1)
    if nd == 1:
        out = out.squeeze(2)
    from torch.nn._functional_py import _fused
    out = _fused("ConvolutionBackward0", edges, out)
    if unbatched:
        out = out.squeeze(0)
    return out


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 1)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 2)
