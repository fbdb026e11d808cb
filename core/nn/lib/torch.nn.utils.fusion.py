"""torch.nn.utils.fusion for nnscope (PyTorch 2.6 behaviour): fold an
eval-mode BatchNorm into the preceding convolution or linear layer. The
fused module is a deep copy of the conv/linear whose weight and bias are
replaced: w' = w * (gamma * rsqrt(var + eps)) per output channel,
b' = (b - mean) * rsqrt(var + eps) * gamma + beta."""
import copy

import torch

__all__ = ["fuse_conv_bn_eval", "fuse_conv_bn_weights", "fuse_linear_bn_eval", "fuse_linear_bn_weights"]


def fuse_conv_bn_eval(conv, bn, transpose=False):
    """A new conv module equal to bn(conv(x)) in eval mode."""
    assert not (conv.training or bn.training), "Fusion only for eval!"
    fused_conv = copy.deepcopy(conv)
    assert bn.running_mean is not None and bn.running_var is not None
    fused_conv.weight, fused_conv.bias = fuse_conv_bn_weights(
        fused_conv.weight, fused_conv.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias, transpose)
    return fused_conv


def fuse_conv_bn_weights(conv_w, conv_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b, transpose=False):
    """The fused (weight, bias) Parameters of a conv followed by a batch norm."""
    w_dtype = conv_w.dtype
    b_dtype = conv_b.dtype if conv_b is not None else w_dtype
    if conv_b is None:
        conv_b = torch.zeros_like(bn_rm)
    if bn_w is None:
        bn_w = torch.ones_like(bn_rm)
    if bn_b is None:
        bn_b = torch.zeros_like(bn_rm)
    rsqrt = torch.rsqrt(bn_rv + bn_eps)
    rest = [1] * (len(conv_w.shape) - 2)
    shape = [1, -1] + rest if transpose else [-1, 1] + rest
    fused_w = (conv_w * (bn_w * rsqrt).reshape(shape)).to(dtype=w_dtype)
    fused_b = ((conv_b - bn_rm) * rsqrt * bn_w + bn_b).to(dtype=b_dtype)
    return torch.nn.Parameter(fused_w, conv_w.requires_grad), torch.nn.Parameter(fused_b, conv_b.requires_grad)


def fuse_linear_bn_eval(linear, bn):
    """A new linear module equal to bn(linear(x)) in eval mode."""
    assert not (linear.training or bn.training), "Fusion only for eval!"
    fused_linear = copy.deepcopy(linear)
    assert linear.out_features == bn.num_features or bn.num_features == 1, \
        "To fuse, linear.out_features == bn.num_features or bn.num_features == 1"
    assert bn.running_mean is not None and bn.running_var is not None
    fused_linear.weight, fused_linear.bias = fuse_linear_bn_weights(
        fused_linear.weight, fused_linear.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias)
    return fused_linear


def fuse_linear_bn_weights(linear_w, linear_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b):
    """The fused (weight, bias) Parameters of a linear layer followed by a batch norm."""
    w_dtype = linear_w.dtype
    b_dtype = linear_b.dtype if linear_b is not None else w_dtype
    if linear_b is None:
        linear_b = torch.zeros_like(bn_rm)
    scale = bn_w * torch.rsqrt(bn_rv + bn_eps)
    fused_w = linear_w * scale.unsqueeze(-1).to(dtype=w_dtype)
    fused_b = ((linear_b - bn_rm) * scale + bn_b).to(dtype=b_dtype)
    return torch.nn.Parameter(fused_w, linear_w.requires_grad), torch.nn.Parameter(fused_b, linear_b.requires_grad)
