"""Parts of torch.nn.functional written in Python over native tensor ops
(merged into torch.nn.functional when torch.nn is set up; see nn_init.c).

Where PyTorch runs one fused ATen kernel, the result is relabelled with that
kernel's grad_fn name (an identity autograd node), so printed tensors match."""
import math
import warnings

import torch
from torch.autograd.function import Function
from torch.autograd._function_native import _fuse
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = [
    "_canonical_mask", "_none_or_dtype", "_fused", "multi_head_attention_forward",
    "scaled_dot_product_attention",
]

from torch.nn._functional_loss import *  # noqa: E402,F401,F403
from torch.nn._functional_loss import __all__ as _loss_names  # noqa: E402
from torch.nn._functional_loss import _kernel_function  # noqa: E402

__all__ += _loss_names

from torch.nn._functional_layers import *  # noqa: E402,F401,F403
from torch.nn._functional_layers import __all__ as _layer_names  # noqa: E402

__all__ += _layer_names

from torch.nn._functional_convt import *  # noqa: E402,F401,F403
from torch.nn._functional_convt import __all__ as _convt_names  # noqa: E402

__all__ += _convt_names


def _fused(name, inputs, out):
    """out (a tensor, or a tuple of them, built from `inputs` by recorded ops)
    under PyTorch's one node `name`, with one edge per entry of `inputs`
    (None: no edge); its backward runs the recorded ops, so values and
    gradients are the composite's."""
    _fuse(name, inputs, out if isinstance(out, tuple) else (out,))
    return out


def _none_or_dtype(input):
    if input is None:
        return None
    if isinstance(input, torch.Tensor):
        return input.dtype
    raise RuntimeError("input to _none_or_dtype() must be None or torch.Tensor")


def _canonical_mask(mask, mask_name, other_type, other_name, target_type, check_other=True):
    """A bool mask as an additive float mask (-inf where True); float masks pass."""
    if mask is None:
        return None
    is_float = torch.is_floating_point(mask)
    if mask.dtype != torch.bool and not is_float:
        raise AssertionError(f"only bool and floating types of {mask_name} are supported")
    if check_other and other_type is not None and mask.dtype != other_type:
        _warn_from(f"Support for mismatched {mask_name} and {other_name} is deprecated. "
                   "Use same type for both instead.", _torch_site("nn/functional.py", 5962, "warnings.warn("))
    if not is_float:
        mask = torch.zeros_like(mask, dtype=target_type).masked_fill_(mask, float("-inf"))
    return mask


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """softmax(Q K^T * scale + mask) V (the math formulation; both Q and K
    are multiplied by sqrt(scale) as ATen's reference path does)."""
    L, S = query.size(-2), key.size(-2)
    factor = math.sqrt(scale if scale is not None else 1.0 / math.sqrt(query.size(-1)))
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                               "is_causal=True")
        keep = torch.ones(L, S, dtype=torch.bool).tril()
        attn_mask = torch.zeros(L, S, dtype=query.dtype).masked_fill_(keep.logical_not(), float("-inf"))
    elif attn_mask is not None and attn_mask.dtype == torch.bool:
        attn_mask = torch.zeros(attn_mask.shape, dtype=query.dtype).masked_fill_(attn_mask.logical_not(),
                                                                                 float("-inf"))
    # PyTorch's CPU flash kernel takes 4-D inputs without dropout; else the math path
    flash = query.dim() == 4 and dropout_p == 0.0
    q = _fused("MulBackward1", (query,), query * factor)
    kt = key.transpose(-2, -1)
    k = _fused("MulBackward1", (kt,), kt * factor)
    scores = torch.matmul(q, k)
    if attn_mask is not None:
        scores = scores + attn_mask
    weights = _fused("SafeSoftmaxBackward0", (scores,), torch.softmax(scores, -1))
    if dropout_p > 0.0:
        weights = torch.nn.functional.dropout(weights, dropout_p, True)
    out = torch.matmul(weights, value)
    if not flash:
        return out
    # the flash kernel's output has the query's memory layout (dims in the order of its strides)
    order = sorted(range(4), key=lambda d: -query.stride(d))
    if order != [0, 1, 2, 3]:
        back = [order.index(d) for d in range(4)]
        out = out.permute(order).contiguous().permute(back)
    return _fused("ScaledDotProductFlashAttentionForCpuBackward0", (query, key, value), out)


def _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads):
    if query.dim() == 3:
        if key.dim() != 3 or value.dim() != 3:
            raise AssertionError("For batched (3-D) `query`, expected `key` and `value` to be 3-D but found "
                                 f"{key.dim()}-D and {value.dim()}-D tensors respectively")
        if key_padding_mask is not None and key_padding_mask.dim() != 2:
            raise AssertionError("For batched (3-D) `query`, expected `key_padding_mask` to be `None` or 2-D "
                                 f"but found {key_padding_mask.dim()}-D tensor instead")
        if attn_mask is not None and attn_mask.dim() not in (2, 3):
            raise AssertionError("For batched (3-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D "
                                 f"but found {attn_mask.dim()}-D tensor instead")
        return True
    if query.dim() == 2:
        if key.dim() != 2 or value.dim() != 2:
            raise AssertionError("For unbatched (2-D) `query`, expected `key` and `value` to be 2-D but found "
                                 f"{key.dim()}-D and {value.dim()}-D tensors respectively")
        if key_padding_mask is not None and key_padding_mask.dim() != 1:
            raise AssertionError("For unbatched (2-D) `query`, expected `key_padding_mask` to be `None` or 1-D "
                                 f"but found {key_padding_mask.dim()}-D tensor instead")
        if attn_mask is not None:
            if attn_mask.dim() not in (2, 3):
                raise AssertionError("For unbatched (2-D) `query`, expected `attn_mask` to be `None`, 2-D or "
                                     f"3-D but found {attn_mask.dim()}-D tensor instead")
            if attn_mask.dim() == 3:
                want = (num_heads, query.shape[0], key.shape[0])
                if attn_mask.shape != want:
                    raise AssertionError(f"Expected `attn_mask` shape to be {want} but got {attn_mask.shape}")
        return False
    raise AssertionError(f"query should be unbatched 2D or batched 3D tensor but received {query.dim()}-D query "
                         "tensor")


def _packed_projection(q, k, v, w, b):
    """Q, K, V projections from the packed (3E, E) in_proj weight."""
    F = torch.nn.functional
    E = q.size(-1)
    if k is v:
        if q is k:
            proj = F.linear(q, w, b).unflatten(-1, (3, E)).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous()
            return proj[0], proj[1], proj[2]
        w_q, w_kv = w.split([E, E * 2])
        b_q, b_kv = (None, None) if b is None else b.split([E, E * 2])
        kv = F.linear(k, w_kv, b_kv).unflatten(-1, (2, E)).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous()
        return F.linear(q, w_q, b_q), kv[0], kv[1]
    w_q, w_k, w_v = w.chunk(3)
    b_q, b_k, b_v = (None, None, None) if b is None else b.chunk(3)
    return F.linear(q, w_q, b_q), F.linear(k, w_k, b_k), F.linear(v, w_v, b_v)


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
                                 training=True, key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True,
                                 is_causal=False):
    """Sequence-first multi-head attention (PyTorch 2.6's reference path)."""
    F = torch.nn.functional
    batched = _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not batched:
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    key_padding_mask = _canonical_mask(key_padding_mask, "key_padding_mask", _none_or_dtype(attn_mask),
                                       "attn_mask", query.dtype)
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the Transformer module "
                           "method `generate_square_subsequent_mask` to create this mask.")
    if is_causal and key_padding_mask is None and not need_weights:
        attn_mask = None
    else:
        attn_mask = _canonical_mask(attn_mask, "attn_mask", None, "", query.dtype, check_other=False)
        if key_padding_mask is not None:
            is_causal = False
    if embed_dim != embed_dim_to_check:
        raise AssertionError(f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError(f"embed_dim {embed_dim} not divisible by num_heads {num_heads}")
    if use_separate_proj_weight:
        if key.shape[:2] != value.shape[:2]:
            raise AssertionError(f"key's sequence and batch dims {key.shape[:2]} do not match value's "
                                 f"{value.shape[:2]}")
        b_q, b_k, b_v = (None, None, None) if in_proj_bias is None else in_proj_bias.chunk(3)
        q = F.linear(query, q_proj_weight, b_q)
        k = F.linear(key, k_proj_weight, b_k)
        v = F.linear(value, v_proj_weight, b_v)
    else:
        if key.shape != value.shape:
            raise AssertionError(f"key shape {key.shape} does not match value shape {value.shape}")
        q, k, v = _packed_projection(query, key, value, in_proj_weight, in_proj_bias)
    if attn_mask is not None:
        if attn_mask.dim() == 2:
            if attn_mask.shape != (tgt_len, src_len):
                raise RuntimeError(f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(tgt_len, src_len)}.")
            attn_mask = attn_mask.unsqueeze(0)
        elif attn_mask.dim() == 3:
            if attn_mask.shape != (bsz * num_heads, tgt_len, src_len):
                raise RuntimeError(f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(bsz * num_heads, tgt_len, src_len)}.")
        else:
            raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")
    if bias_k is not None and bias_v is not None:
        k = torch.cat([k, bias_k.repeat(1, bsz, 1)])
        v = torch.cat([v, bias_v.repeat(1, bsz, 1)])
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, (0, 1))
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, (0, 1))
    q = q.view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = (k.view(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1) if static_k is None else static_k)
    v = (v.view(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1) if static_v is None else static_v)
    if add_zero_attn:
        zeros = torch.zeros((bsz * num_heads, 1, head_dim), dtype=k.dtype)
        k = torch.cat([k, zeros], dim=1)
        v = torch.cat([v, zeros], dim=1)
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, (0, 1))
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, (0, 1))
    src_len = k.size(1)
    if key_padding_mask is not None:
        if key_padding_mask.shape[0] != bsz:
            raise AssertionError(f"Expected key_padded_mask.shape[0] to be {bsz}, but got "
                                 f"{key_padding_mask.shape[0]}")
        if key_padding_mask.shape[1] != src_len:
            raise AssertionError(f"Expected key_padded_mask.shape[1] to be {src_len}, but got "
                                 f"{key_padding_mask.shape[1]}")
        key_padding_mask = (key_padding_mask.view(bsz, 1, 1, src_len).expand(-1, num_heads, -1, -1)
                            .reshape(bsz * num_heads, 1, src_len))
        attn_mask = key_padding_mask if attn_mask is None else attn_mask + key_padding_mask
    if not training:
        dropout_p = 0.0
    if need_weights:
        q_scaled = q * math.sqrt(1.0 / float(q.shape[2]))
        if attn_mask is not None:
            weights = torch.baddbmm(attn_mask, q_scaled, k.transpose(-2, -1))
        else:
            weights = torch.bmm(q_scaled, k.transpose(-2, -1))
        weights = F.softmax(weights, dim=-1)
        if dropout_p > 0.0:
            weights = F.dropout(weights, p=dropout_p)
        out = torch.bmm(weights, v)
        out = out.transpose(0, 1).contiguous().view(tgt_len * bsz, embed_dim)
        out = F.linear(out, out_proj_weight, out_proj_bias)
        out = out.view(tgt_len, bsz, out.size(1))
        weights = weights.view(bsz, num_heads, tgt_len, src_len)
        if average_attn_weights:
            weights = weights.mean(dim=1)
        if not batched:
            out = out.squeeze(1)
            weights = weights.squeeze(0)
        return out, weights
    if attn_mask is not None:
        if attn_mask.size(0) == 1 and attn_mask.dim() == 3:
            attn_mask = attn_mask.unsqueeze(0)
        else:
            attn_mask = attn_mask.view(bsz, num_heads, -1, src_len)
    q = q.view(bsz, num_heads, tgt_len, head_dim)
    k = k.view(bsz, num_heads, src_len, head_dim)
    v = v.view(bsz, num_heads, src_len, head_dim)
    out = scaled_dot_product_attention(q, k, v, attn_mask, dropout_p, is_causal)
    out = out.permute(2, 0, 1, 3).contiguous().view(bsz * tgt_len, embed_dim)
    out = F.linear(out, out_proj_weight, out_proj_bias)
    out = out.view(tgt_len, bsz, out.size(1))
    if not batched:
        out = out.squeeze(1)
    return out, None


# ---------------------------------------------------------------- activations
# Each follows the element formula of ATen's CPU kernel, in the input's dtype.

__all__ += ["selu", "celu", "glu", "logsigmoid", "hardswish", "hardsigmoid", "threshold", "tanhshrink",
            "softshrink", "hardshrink", "rrelu", "pairwise_distance", "selu_", "celu_", "threshold_",
            "rrelu_"]

_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def _inplace(input, result):
    """Write result into input (the in-place variants)."""
    with torch.no_grad():
        input.copy_(result)
    return input


def selu(input, inplace=False):
    # ATen: elu(input, alpha, scale): the elu kernel (vector blocks, libm remainder)
    out = torch.nn.functional._elu_ex(input, _SELU_ALPHA, _SELU_SCALE, 1.0, False)
    return _inplace(input, out) if inplace else out


def selu_(input):
    return selu(input, inplace=True)


def celu(input, alpha=1.0, inplace=False):
    # ATen: elu(input, alpha, 1, 1. / alpha) (the division in double)
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")
    out = torch.nn.functional._elu_ex(input, alpha, 1.0, 1.0 / alpha, True)
    return _inplace(input, out) if inplace else out


def celu_(input, alpha=1.0):
    return celu(input, alpha, inplace=True)


def glu(input, dim=-1):
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    n = input.size(dim)
    if n % 2 != 0:
        d = dim if dim >= 0 else dim + input.dim()
        raise RuntimeError(f"Halving dimension must be even, but dimension {d} is size {n}")
    a, b = input.chunk(2, dim)
    return _fused("GluBackward0", (input,), a * (1 / (1 + torch.exp(-b))))


# log_sigmoid_cpu_kernel: buffer = exp(-|x|), out = min(x, 0) - log1p(buffer), every element
# vectorised (SLEEF exp and log1p). Its backward kernel: (max_deriv - sign * (b / (1 + b))) * grad
# with max_deriv, sign = 1, 1 for x < 0 and 0, -1 otherwise.
def _logsigmoid_forward(ctx, input):
    buffer = torch.exp(-input.abs())
    ctx.save_for_backward(input, buffer)
    return input.clamp(max=0) - torch.log1p(buffer)


def _logsigmoid_backward(ctx, grad):
    input, buffer = ctx.saved_tensors
    q = buffer / (1 + buffer)
    return torch.where(input < 0, 1 - q, q) * grad


_LogSigmoid = _kernel_function("LogSigmoidBackward0", _logsigmoid_forward, _logsigmoid_backward)


def logsigmoid(input):
    if not input.requires_grad or not torch.is_grad_enabled():
        return input.clamp(max=0) - torch.log1p(torch.exp(-input.abs()))
    return _LogSigmoid.apply(input)


# hardswish_backward_kernel's vector formula: 0 for x < -3, grad for x >= 3, else
# grad * (x / 3 + 0.5) (its scalar remainder takes the formula at x == 3 too: not kept).
def _hardswish_forward(ctx, input):
    ctx.save_for_backward(input)
    return input * (input + 3).clamp(0, 6) / 6


def _hardswish_backward(ctx, grad):
    (input,) = ctx.saved_tensors
    return torch.where(input >= 3, grad, grad * (input / 3 + 0.5)).masked_fill(input < -3, 0)


_Hardswish = _kernel_function("HardswishBackward0", _hardswish_forward, _hardswish_backward)


def hardswish(input, inplace=False):
    if not input.requires_grad or not torch.is_grad_enabled():
        out = input * (input + 3).clamp(0, 6) / 6
    else:
        out = _Hardswish.apply(input)
    return _inplace(input, out) if inplace else out


def hardsigmoid(input, inplace=False):
    out = _fused("HardsigmoidBackward0", (input,), (input + 3).clamp(0, 6) / 6)
    return _inplace(input, out) if inplace else out


def threshold(input, threshold, value, inplace=False):
    out = _fused("ThresholdBackward0", (input,), torch.where(input <= threshold, torch.full_like(input, value), input))
    return _inplace(input, out) if inplace else out


def threshold_(input, threshold, value):
    return globals()["threshold"](input, threshold, value, inplace=True)


def tanhshrink(input):
    return input - input.tanh()


def softshrink(input, lambd=0.5):
    if lambd < 0:
        raise RuntimeError(f"lambda must be greater or equal to 0, but found to be {lambd}.")
    out = torch.where(input > lambd, input - lambd, torch.where(input < -lambd, input + lambd, torch.zeros_like(input)))
    return _fused("SoftshrinkBackward0", (input,), out)


def hardshrink(input, lambd=0.5):
    keep = (input < -lambd) | (input > lambd)
    return _fused("HardshrinkBackward0", (input,), torch.where(keep, input, torch.zeros_like(input)))


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    if training:
        neg = input <= 0
        slopes = torch.ones(input.shape, dtype=torch.float64)
        count = int(neg.sum())
        if count:
            slopes[neg] = torch.empty(count, dtype=torch.float64).uniform_(lower, upper)
        out = input * slopes.to(input.dtype)
    else:
        slope = (lower + upper) / 2
        out = torch.where(input > 0, input, input * slope)
    out = _fused("RreluWithNoiseBackward0", (input,), out)
    return _inplace(input, out) if inplace else out


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    return rrelu(input, lower, upper, training, inplace=True)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    d = max(x1.dim(), x2.dim())
    diff = x1 - x2
    diff = _fused("AddBackward1", (diff,), diff + eps)   # ATen adds the Scalar eps
    return _fused("NormBackward1", (diff,), torch.norm(diff, p, d - 1 if d > 0 else 0, keepdim))


# ---------------------------------------------------------------- 1-d pooling, channel dropout
# ATen computes the 1-d poolings as the 2-d ones on an unsqueezed input and
# squeezes the result (so they end in SqueezeBackward1), as here.

__all__ += ["max_pool1d", "avg_pool1d", "adaptive_avg_pool1d", "lp_pool1d", "lp_pool2d", "lp_pool3d", "dropout1d", "dropout2d"]


def _one(v):
    return v[0] if isinstance(v, (tuple, list)) else v


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    F = torch.nn.functional
    k = _one(kernel_size)
    s = k if stride is None or (isinstance(stride, (tuple, list)) and not stride) else _one(stride)
    res = F.max_pool2d(input.unsqueeze(-2), (1, k), (1, s), (0, _one(padding)), (1, _one(dilation)),
                       ceil_mode=ceil_mode, return_indices=return_indices)
    if return_indices:
        return res[0].squeeze(-2), res[1].squeeze(-2)
    return res.squeeze(-2)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    F = torch.nn.functional
    k = _one(kernel_size)
    s = k if stride is None or (isinstance(stride, (tuple, list)) and not stride) else _one(stride)
    return F.avg_pool2d(input.unsqueeze(-2), (1, k), (1, s), (0, _one(padding)), ceil_mode,
                        count_include_pad).squeeze(-2)


def adaptive_avg_pool1d(input, output_size):
    return torch.nn.functional.adaptive_avg_pool2d(input.unsqueeze(-2), (1, _one(output_size))).squeeze(-2)


# The power-average poolings are composites in PyTorch too (their grad_fn is PowBackward0): the
# window mean of x**p, times the window size, to the power 1/p (negative sums clamped through relu).
def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    F = torch.nn.functional
    out = F.avg_pool1d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return (torch.sign(out) * F.relu(torch.abs(out))).mul(kernel_size).pow(1.0 / norm_type)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    F = torch.nn.functional
    kw, kh = (kernel_size, kernel_size) if isinstance(kernel_size, int) else kernel_size
    out = F.avg_pool2d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return (torch.sign(out) * F.relu(torch.abs(out))).mul(kw * kh).pow(1.0 / norm_type)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    F = torch.nn.functional
    kd, kh, kw = (kernel_size,) * 3 if isinstance(kernel_size, int) else kernel_size
    out = F.avg_pool3d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return (torch.sign(out) * F.relu(torch.abs(out))).mul(kd * kh * kw).pow(1.0 / norm_type)


def _channel_dropout(input, p, training, inplace, batched_dims, name):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    batched = input.dim() == batched_dims
    x = input if batched else input.unsqueeze(0)
    shape = tuple(x.shape[:2]) + (1,) * (x.dim() - 2)
    if p == 1.0:
        noise = torch.zeros(shape, dtype=x.dtype)
    else:
        noise = torch.empty(shape, dtype=x.dtype).bernoulli_(1 - p)
        noise.div_(1 - p)
    out = x * noise
    if not batched:
        out = out.squeeze(0)
    return _inplace(input, out) if inplace else out


def dropout1d(input, p=0.5, training=True, inplace=False):
    if input.dim() not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note that "
                           "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a "
                           "channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    return _channel_dropout(input, p, training, inplace, 3, "dropout1d")


def _check_dropout_p(p):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def dropout2d(input, p=0.5, training=True, inplace=False):
    _check_dropout_p(p)
    inp_dim = input.dim()
    if inp_dim not in (3, 4):
        _warn_from(f"dropout2d: Received a {inp_dim}-D input to dropout2d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout2d exists to provide channel-wise dropout on "
                      "inputs with 2 spatial dimensions, a channel dimension, and an optional batch dimension "
                      "(i.e. 3D or 4D inputs).", _torch_site("nn/functional.py", 1538, "warnings.warn(warn_msg)"))
    if inp_dim == 3:
        _warn_from("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                      "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                      "This behavior will change in a future release to interpret the input as one without a "
                      "batch dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, "
                      "please switch to using dropout1d instead.", _torch_site("nn/functional.py", 1545, "warnings.warn("))
    return torch.feature_dropout_(input, p, training) if inplace else torch.feature_dropout(input, p, training)


__all__ += ["dropout3d", "alpha_dropout", "feature_alpha_dropout"]


def dropout3d(input, p=0.5, training=True, inplace=False):
    _check_dropout_p(p)
    inp_dim = input.dim()
    if inp_dim not in (4, 5):
        _warn_from(f"dropout3d: Received a {inp_dim}-D input to dropout3d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout3d exists to provide channel-wise dropout on "
                      "inputs with 3 spatial dimensions, a channel dimension, and an optional batch dimension "
                      "(i.e. 4D or 5D inputs).", _torch_site("nn/functional.py", 1597, "warnings.warn(warn_msg)"))
    is_batched = inp_dim == 5
    if not is_batched:
        input = input.unsqueeze_(0) if inplace else input.unsqueeze(0)
    result = torch.feature_dropout_(input, p, training) if inplace else torch.feature_dropout(input, p, training)
    if not is_batched:
        result = result.squeeze_(0) if inplace else result.squeeze(0)
    return result


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    _check_dropout_p(p)
    return torch.alpha_dropout_(input, p, training) if inplace else torch.alpha_dropout(input, p, training)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    _check_dropout_p(p)
    if inplace:
        return torch.feature_alpha_dropout_(input, p, training)
    return torch.feature_alpha_dropout(input, p, training)


__all__ += ["gumbel_softmax"]


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """Samples from the Gumbel-softmax distribution: softmax((logits + g) / tau) with
    g = -log(Exponential(1)) drawn as PyTorch draws it; hard=True returns the one-hot
    argmax with the soft sample's gradient (straight-through)."""
    if eps != 1e-10:
        _warn_from("`eps` parameter is deprecated and has no effect.",
                   _torch_site("nn/functional.py", 2197,
                               'warnings.warn("`eps` parameter is deprecated and has no effect.")'))
    gumbels = -torch.empty_like(logits, memory_format=torch.legacy_contiguous_format).exponential_().log()
    gumbels = (logits + gumbels) / tau
    y_soft = gumbels.softmax(dim)
    if hard:
        index = y_soft.max(dim, keepdim=True)[1]
        y_hard = torch.zeros_like(logits, memory_format=torch.legacy_contiguous_format).scatter_(dim, index, 1.0)
        return y_hard - y_soft.detach() + y_soft
    return y_soft


# ---------------------------------------------------------------- rms_norm, local_response_norm, pdist

__all__ += ["rms_norm", "local_response_norm", "pdist"]


def _int_list(shape):
    return "[" + ", ".join(str(s) for s in shape) + "]"


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """ATen's composite rms_norm (PyTorch 2.6): x * rsqrt(mean(x^2 over the trailing dims) + eps) [* weight];
    eps defaults to the machine epsilon of the input's float type."""
    if isinstance(normalized_shape, int) or not isinstance(normalized_shape, (tuple, list, torch.Size)):
        raise TypeError(f"rms_norm(): argument 'normalized_shape' (position 2) must be tuple of ints, not "
                        f"{type(normalized_shape).__name__}")
    shape = list(normalized_shape)
    if not shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    if weight is not None and list(weight.shape) != shape:
        raise RuntimeError(f"Expected weight to be of same shape as normalized_shape, but got weight of shape "
                           f"{_int_list(weight.shape)} and normalized_shape = {_int_list(shape)}")
    nd = len(shape)
    if input.dim() < nd or list(input.shape[input.dim() - nd:]) != shape:
        raise RuntimeError(f"Given normalized_shape={_int_list(shape)}, expected input with shape [*"
                           + "".join(f", {s}" for s in shape) + f"], but got input of size{_int_list(input.shape)}")
    if not (input.dtype.is_floating_point or input.dtype.is_complex):
        names = {torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char",
                 torch.uint8: "Byte", torch.bool: "Bool"}
        raise RuntimeError(f"\"rms_norm\" not implemented for '{names.get(input.dtype, str(input.dtype))}'")
    dims = [input.dim() - i - 1 for i in range(nd)]
    if eps is None:
        eps = torch.finfo(input.dtype).eps
    ms = torch.pow(input, 2).mean(dims, keepdim=True)
    r = input.mul(torch.rsqrt(_fused("AddBackward1", (ms,), ms + eps)))   # ATen: .add_(Scalar eps)
    if weight is not None:
        r = r.mul(weight)
    return r


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    """Normalisation across channels (dim 1) by the mean of squares over a window of `size` channels,
    computed as torch.nn.functional does: an average pool over the zero-padded squares."""
    dim = input.dim()
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality                          input (got {dim} "
                         "dimensions)")
    if input.numel() == 0:
        return input
    div = input.mul(input)
    if dim == 3:
        div = div.unsqueeze(1)
        div = torch.nn.functional.pad(div, (0, 0, size // 2, (size - 1) // 2))
        div = torch.nn.functional.avg_pool2d(div, (size, 1), stride=1).squeeze(1)
    else:
        sizes = input.size()
        div = div.view(sizes[0], 1, sizes[1], sizes[2], -1)
        div = torch.nn.functional.pad(div, (0, 0, 0, 0, size // 2, (size - 1) // 2))
        div = torch.nn.functional.avg_pool3d(div, (size, 1, 1), stride=1).squeeze(1)
        div = div.view(sizes)
    div = div.mul(alpha).add(k).pow(beta)
    return input / div


def pdist(input, p=2):
    """p-norm distances between the rows of a 2-D input, upper triangle in row-major order (PdistBackward0)."""
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    if not input.dtype.is_floating_point:
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    n = input.shape[0]
    if n <= 1:
        return torch.empty(0, dtype=input.dtype)
    i, j = torch.triu_indices(n, n, 1)
    d = (input[i] - input[j]).abs()
    if p == 0:
        r = (d != 0).to(input.dtype).sum(1)
    elif p == 1:
        r = d.sum(1)
    elif p == 2:
        r = (d * d).sum(1).sqrt()
    elif p == math.inf:
        r = d.amax(1)
    else:
        r = d.pow(p).sum(1).pow(1.0 / p)
    return _fused("PdistBackward0", (input,), r)


# ---------------------------------------------------------------- ctc_loss

__all__ += ["ctc_loss"]


def _lengths(v, name):
    if isinstance(v, torch.Tensor):
        return [int(x) for x in v.reshape(-1).tolist()]
    if isinstance(v, (tuple, list)):
        return [int(x) for x in v]
    raise TypeError(f"ctc_loss(): argument '{name}' must be tuple of ints or Tensor, not {type(v).__name__}")


def _logaddexp3(a, b, c):
    """ATen's CTC log-add: m = max (0 when all are -inf), log(sum exp(x - m)) + m; -inf where all are
    -inf, without a NaN gradient there."""
    neg = float("-inf")
    m = torch.maximum(torch.maximum(a, b), c).detach()
    m = torch.where(m == neg, torch.zeros_like(m), m)
    s = (a - m).exp() + (b - m).exp() + (c - m).exp()
    pos = s > 0
    return torch.where(pos, torch.where(pos, s, torch.ones_like(s)).log() + m, torch.full_like(s, neg))


def _ctc_nll(lp, target, T, blank):
    """Negative log-likelihood of one target under lp (T_max, C) by the alpha recursion over the extended
    target (blank, l1, blank, l2, ..., blank)."""
    neg = float("-inf")
    L = len(target)
    ext = [blank]
    for c in target:
        ext += [c, blank]
    S = len(ext)
    idx = torch.tensor(ext, dtype=torch.long)
    skip = torch.tensor([s > 1 and ext[s] != blank and ext[s] != ext[s - 2] for s in range(S)])
    ninf = torch.full((S,), neg, dtype=lp.dtype)
    start = torch.arange(S) < min(2, S)
    alpha = torch.where(start, lp[0].index_select(0, idx), ninf) if T > 0 else ninf
    pad1 = torch.full((1,), neg, dtype=lp.dtype)
    pad2 = torch.full((2,), neg, dtype=lp.dtype)
    for t in range(1, T):
        a2 = torch.cat([pad1, alpha[:-1]])
        a3 = torch.where(skip, torch.cat([pad2, alpha[:-2]]) if S > 1 else ninf, ninf)
        alpha = _logaddexp3(alpha, a2, a3) + lp[t].index_select(0, idx)
    l1 = alpha[2 * L]
    l2 = alpha[2 * L - 1] if L > 0 else torch.tensor(neg, dtype=lp.dtype)
    ll = _logaddexp3(l1.view(1), l2.view(1), pad1)[0]
    # ATen's backward returns exp(lp) - exp(alpha + beta + nll - lp): the gradient through a log_softmax
    # input. The first term is added here as a zero-valued, differentiable sum over the used time steps.
    used = lp[:T].exp().sum()
    return -ll + (used - used.detach())


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    il = _lengths(input_lengths, "input_lengths")
    tl = _lengths(target_lengths, "target_lengths")
    unbatched = log_probs.dim() == 2
    lp = log_probs.unsqueeze(1) if unbatched else log_probs
    tg = targets.unsqueeze(0) if unbatched and targets.dim() == 1 else targets
    n = lp.shape[1]
    if len(il) != n:
        raise RuntimeError(f"Expected input_lengths to have value at most {lp.shape[0]}, but got value "
                           f"{max(il) if il else 0}" if il and max(il) > lp.shape[0] else
                           f"input_lengths must be of size batch_size")
    res = []
    offset = 0
    for b in range(n):
        if il[b] > lp.shape[0]:
            raise RuntimeError(f"Expected input_lengths to have value at most {lp.shape[0]}, but got value {il[b]} "
                               f"(while checking arguments for ctc_loss_cpu)")
        if tg.dim() == 1:
            tgt = tg[offset:offset + tl[b]].tolist()
            offset += tl[b]
        else:
            tgt = tg[b, :tl[b]].tolist()
        res.append(_ctc_nll(lp[:, b], tgt, il[b], blank))
    res = torch.stack(res) if res else lp.new_zeros(0)
    res = _fused("CtcLossBackward0", (log_probs,), res)
    if unbatched:
        res = res.squeeze(0)
    if zero_infinity:
        res = torch.where(res == math.inf, torch.zeros((), dtype=res.dtype), res)
    if reduction == "mean":
        lens = torch.tensor(tl, dtype=res.dtype).clamp_min(1)
        return (res / lens).mean()
    if reduction == "sum":
        return res.sum()
    if reduction != "none":
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return res
