"""Layer functionals of torch.nn.functional written over tensor ops:
padding modes (reflect / replicate / circular), interpolate (nearest,
linear, bilinear), pixel (un)shuffle, adaptive max pooling, instance norm,
unfold / fold and embedding_bag.

Data-movement kernels are computed as index_select / gather with the index
tensors ATen's loops visit (so values are exact and the backward
accumulates in the same order); results carry the ATen kernel's grad_fn
node, with the kernel's edges (torch.nn._functional_py._fused)."""
import math
import warnings

import torch
import torch.nn.functional as _F
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = [
    "pad", "interpolate", "upsample", "upsample_nearest", "upsample_bilinear", "pixel_shuffle", "pixel_unshuffle",
    "channel_shuffle", "max_unpool1d", "max_unpool2d", "max_unpool3d", "affine_grid",
    "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d", "grid_sample", "instance_norm", "unfold", "fold", "embedding_bag",
]

_constant_pad = _F.pad   # the native constant-mode pad (captured before this module replaces F.pad)


def _fused(name, inputs, out):
    from torch.nn._functional_py import _fused as f
    return f(name, inputs, out)


# ---------------------------------------------------------------- padding

def _pad_index(n, lo, hi, mode):
    """Source index of every output position along one dim (reflect, replicate)."""
    idx = []
    for i in range(-lo, n + hi):
        if mode == "reflect":
            j = -i if i < 0 else (2 * (n - 1) - i if i >= n else i)
        else:
            j = min(max(i, 0), n - 1)
        idx.append(j)
    return torch.tensor(idx, dtype=torch.long)


def pad(input, pad, mode="constant", value=None):
    if mode == "constant":
        return _constant_pad(input, pad, mode, value)
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if value is not None and value != 0:
        raise AssertionError(f"Padding mode \"{mode}\" doesn't take in value argument")
    if len(pad) % 2 != 0:
        raise RuntimeError("Padding length must be divisible by 2")
    k = len(pad) // 2
    nd = input.dim()
    if len(pad) > 2 * nd:
        raise RuntimeError(f"Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {nd}")
    if nd < k + 1 or nd > k + 2 or k > 3:
        raise NotImplementedError(f"Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now")
    if mode == "circular":
        for i in range(k):
            n = input.size(nd - 1 - i)
            if pad[2 * i] > n or pad[2 * i + 1] > n:
                raise RuntimeError("Padding value causes wrapping around more than once.")
        return _pad_circular(input, pad)
    out = input
    name = {"reflect": "Reflection", "replicate": "Replication"}.get(mode)
    for i in range(k):
        dim = nd - 1 - i
        lo, hi = pad[2 * i], pad[2 * i + 1]
        n = input.size(dim)
        if mode == "reflect" and (lo >= n or hi >= n):
            raise RuntimeError(f"Argument #{4 + 2 * i}: Padding size should be less than the corresponding input dimension, "
                               f"but got: padding ({lo}, {hi}) at dimension {dim} of input {list(input.shape)}")
        out = out.index_select(dim, _pad_index(n, lo, hi, mode))
    return _fused(f"{name}Pad{k}DBackward0", (input,), out)


def _pad_circular(input, pad):
    # ATen's _pad_circular: the input's (cropped) block is copied into an
    # empty result, then each padded dim's borders are copied from the
    # opposite side of the result; every step a slice and a copy_, so the
    # graph is PyTorch's tree of CopySlices and SliceBackward0 nodes.
    k = len(pad) // 2
    nd = input.dim()
    shape = list(input.shape)
    out_shape = list(shape)
    for i in range(k):
        out_shape[nd - 1 - i] += pad[2 * i] + pad[2 * i + 1]
    out = input.new_empty(out_shape)
    dst, src = out, input
    for i in range(k):
        d, lo, hi = nd - 1 - i, pad[2 * i], pad[2 * i + 1]
        dst = dst.narrow(d, max(lo, 0), out_shape[d] - max(hi, 0) - max(lo, 0))
        src = src.narrow(d, max(-lo, 0), shape[d] - max(-hi, 0) - max(-lo, 0))
    dst.copy_(src)
    for i in range(k):
        d, lo, hi = nd - 1 - i, pad[2 * i], pad[2 * i + 1]
        end = out_shape[d] - max(hi, 0)
        if lo > 0:
            out.narrow(d, 0, lo).copy_(out.narrow(d, end - lo, lo))
        if hi > 0:
            out.narrow(d, out_shape[d] - hi, hi).copy_(out.narrow(d, max(lo, 0), hi))
    return out


# ---------------------------------------------------------------- interpolate

def _f32(v, like):
    return torch.tensor(v, dtype=like.dtype if like.dtype in (torch.float32, torch.float64) else torch.float32)


def _nearest_index(insz, outsz, scale, dtype):
    if outsz == insz:
        return torch.arange(outsz)
    if outsz == 2 * insz:
        return torch.arange(outsz) // 2
    s = torch.tensor(1.0 / scale if scale else insz / outsz, dtype=torch.float32) if scale else \
        torch.tensor(insz, dtype=torch.float32) / outsz
    src = (torch.arange(outsz, dtype=torch.float32) * s).floor().long()
    return src.clamp(max=insz - 1)


def _fma(a, b, c):
    """a * b + c rounded once, as the contracted float32 code of ATen's CPU
    kernels computes it (through exact double products; float64 stays plain)."""
    if a.dtype != torch.float32:
        return a * b + c
    return (a.double() * b.double() + c.double()).float()


def _nearest_exact_index(insz, outsz, scale):
    """min(floor((dst + 0.5) * scale), insz - 1) with ATen's float scale."""
    s = torch.tensor(1.0 / scale if scale else insz / outsz, dtype=torch.float32) if scale else \
        torch.tensor(insz, dtype=torch.float32) / outsz
    pos = torch.arange(outsz, dtype=torch.float64) + 0.5
    src = (pos * s.double()).float().floor().long()
    return src.clamp(max=insz - 1)


def _linear_weights(insz, outsz, scale, align_corners, dtype):
    """(index0, index1, lambda0, lambda1) of ATen's linear interpolation."""
    if outsz == insz:
        i = torch.arange(outsz)
        return i, i, torch.ones(outsz, dtype=dtype), torch.zeros(outsz, dtype=dtype)
    if align_corners:
        ratio = torch.tensor((insz - 1) / (outsz - 1) if outsz > 1 else 0.0, dtype=dtype)
    elif scale:
        ratio = torch.tensor(1.0 / scale, dtype=dtype)
    else:
        ratio = torch.tensor(insz, dtype=dtype) / outsz
    pos = torch.arange(outsz, dtype=dtype)
    if align_corners:
        real = ratio * pos
    else:
        real = _fma(ratio.expand_as(pos), pos + 0.5, torch.full_like(pos, -0.5)).clamp(min=0)
    idx = real.floor().long().clamp(max=insz - 1)
    lam = (real - idx.to(dtype)).clamp(0, 1)
    idx1 = torch.where(idx < insz - 1, idx + 1, idx)
    return idx, idx1, 1 - lam, lam


def _cubic_weights(insz, outsz, scale, align_corners, dtype):
    """([4 indices], [4 weights]) of ATen's bicubic interpolation (A = -0.75),
    with the multiply-adds its float32 code contracts."""
    if align_corners:
        ratio = torch.tensor((insz - 1) / (outsz - 1) if outsz > 1 else 0.0, dtype=dtype)
    elif scale:
        ratio = torch.tensor(1.0 / scale, dtype=dtype)
    else:
        ratio = torch.tensor(insz, dtype=dtype) / outsz
    pos = torch.arange(outsz, dtype=dtype)
    if align_corners:
        real = ratio * pos
    else:
        real = _fma(ratio.expand_as(pos), pos + 0.5, torch.full_like(pos, -0.5))
    idx = real.floor().long().clamp(max=insz - 1)
    t = (real - idx.to(dtype)).clamp(0, 1)
    a = -0.75

    def near(x):  # ((A + 2) * x - (A + 3)) * x * x + 1
        return _fma(_fma(torch.full_like(x, a + 2), x, torch.full_like(x, -(a + 3))) * x, x, torch.ones_like(x))

    def far(x):  # ((A * x - 5A) * x + 8A) * x - 4A
        r = _fma(torch.full_like(x, a), x, torch.full_like(x, -5 * a))
        return _fma(_fma(r, x, torch.full_like(x, 8 * a)), x, torch.full_like(x, -4 * a))

    u = 1 - t
    ws = [far(t + 1), near(t), near(u), far(u + 1)]
    ids = [(idx + (k - 1)).clamp(0, insz - 1) for k in range(4)]
    return ids, ws


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None,
                antialias=False):
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    dim = input.dim() - 2
    if dim < 1:
        raise ValueError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for the "
                         f"modes: nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact "
                         f"(got {mode})")
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        if isinstance(size, (list, tuple)):
            if len(size) != dim:
                raise ValueError(f"Input and output must have the same number of spatial dimensions, but got input "
                                 f"with spatial dimensions of {list(input.shape[2:])} and output size of {size}. "
                                 "Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in "
                                 "(o1, o2, ...,oK) format.")
            out_size = list(size)
        else:
            out_size = [size] * dim
        scales = [None] * dim
    elif scale_factor is not None:
        if isinstance(scale_factor, (list, tuple)):
            if len(scale_factor) != dim:
                raise ValueError(f"Input and scale_factor must have the same number of spatial dimensions, but got "
                                 f"input with spatial dimensions of {list(input.shape[2:])} and scale_factor of "
                                 f"shape {scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) "
                                 "format and scale_factor in (s1, s2, ...,sK) format.")
            scales = [float(s) for s in scale_factor]
        else:
            scales = [float(scale_factor)] * dim
        out_size = [int(math.floor(float(input.size(i + 2)) * scales[i])) for i in range(dim)]
        if recompute_scale_factor:
            scales = [None] * dim
    else:
        raise ValueError("either size or scale_factor should be defined")
    names = {1: "1D", 2: "2D", 3: "3D"}
    if mode == "area":
        if dim == 1:
            return _F.adaptive_avg_pool1d(input, out_size)
        if dim == 2:
            return _F.adaptive_avg_pool2d(input, out_size)
        return _F.adaptive_avg_pool3d(input, out_size)
    if mode == "nearest-exact":
        out = input
        for i in range(dim):
            d = 2 + i
            out = out.index_select(d, _nearest_exact_index(input.size(d), out_size[i], scales[i]))
        return _fused(f"UpsampleNearestExact{names[dim]}Backward0", (input,), out)
    if mode == "nearest":
        out = input
        for i in range(dim):
            d = 2 + i
            out = out.index_select(d, _nearest_index(input.size(d), out_size[i], scales[i], input.dtype))
        return _fused(f"UpsampleNearest{names[dim]}Backward0", (input,), out)
    if (mode == "linear" and dim == 1) or (mode == "bilinear" and dim == 2):
        dt = input.dtype
        ws = [_linear_weights(input.size(2 + i), out_size[i], scales[i], align_corners, dt) for i in range(dim)]
        if dim == 1:
            i0, i1, l0, l1 = ws[0]
            out = _fma(input.index_select(2, i0), l0, input.index_select(2, i1) * l1)
            return _fused("UpsampleLinear1DBackward0", (input,), out)
        (h0, h1, hl0, hl1), (w0, w1, wl0, wl1) = ws
        top, bot = input.index_select(2, h0), input.index_select(2, h1)
        hl0, hl1 = hl0.view(-1, 1), hl1.view(-1, 1)
        # the four weighted corners, summed in the order (and with the fused
        # multiply-adds) of ATen's channels-last bilinear kernel
        x00, x01 = top.index_select(3, w0), top.index_select(3, w1)
        x10, x11 = bot.index_select(3, w0), bot.index_select(3, w1)
        out = _fma(x11, hl1 * wl1, _fma(x10, hl1 * wl0, _fma(x00, hl0 * wl0, x01 * (hl0 * wl1))))
        return _fused("UpsampleBilinear2DBackward0", (input,), out)
    if mode == "trilinear" and dim == 3:
        # ATen's generic linear kernel nests (d, h, w), each level t0 * l0 + t1 * l1 as in the 1-D case;
        # the innermost level is the same for every outer corner, so interpolate w, then h, then d
        out = input
        for i in (2, 1, 0):
            a0, a1, l0, l1 = _linear_weights(input.size(2 + i), out_size[i], scales[i], align_corners, input.dtype)
            shape = [-1] + [1] * (2 - i)
            out = _fma(out.index_select(2 + i, a0), l0.view(shape), out.index_select(2 + i, a1) * l1.view(shape))
        return _fused("UpsampleTrilinear3DBackward0", (input,), out)
    if mode == "bicubic" and dim == 2:
        # ATen's generic kernel: for each of the 4 rows, the 4 taps along w summed
        # (t * w, then += t * w), then the rows the same way
        (hi, hw), (wi, ww) = [_cubic_weights(input.size(2 + i), out_size[i], scales[i], align_corners, input.dtype)
                              for i in range(2)]
        out = None
        for j in range(4):
            row = input.index_select(2, hi[j])
            acc = row.index_select(3, wi[0]) * ww[0]
            for k in range(1, 4):
                acc = _fma(row.index_select(3, wi[k]), ww[k], acc)
            wy = hw[j].view(-1, 1)
            out = acc * wy if out is None else _fma(acc, wy, out)
        return _fused("UpsampleBicubic2DBackward0", (input,), out)
    if mode == "bicubic":
        # PyTorch names no mode-specific error for bicubic: the generic one
        raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) "
                                  f"for the modes: nearest | linear | bilinear | bicubic | trilinear | area | "
                                  f"nearest-exact (got {mode})")
    if mode in ("linear", "bilinear", "trilinear"):
        want = {"linear": 3, "bilinear": 4, "trilinear": 5}[mode]
        if mode == "trilinear" and input.dim() == want:
            raise NotImplementedError(f"nnscope: interpolate mode '{mode}' is not supported")
        raise NotImplementedError(f"Got {input.dim()}D input, but {mode} mode needs {want}D input")
    raise NotImplementedError(f"nnscope: interpolate mode '{mode}' is not supported")


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


# ---------------------------------------------------------------- pixel shuffle

def pixel_shuffle(input, upscale_factor):
    r = upscale_factor
    if input.dim() < 3:
        raise RuntimeError(f"pixel_shuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.dim()} dimension(s)")
    if r <= 0:
        raise RuntimeError(f"pixel_shuffle expects a positive upscale_factor, but got {r}")
    c, h, w = input.shape[-3:]
    if c % (r * r) != 0:
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    lead = list(input.shape[:-3])
    n = len(lead)
    x = input.reshape(lead + [c // (r * r), r, r, h, w])
    x = x.permute(*range(n), n, n + 3, n + 1, n + 4, n + 2)
    return _fused("PixelShuffleBackward0", (input,), x.reshape(lead + [c // (r * r), h * r, w * r]))


def pixel_unshuffle(input, downscale_factor):
    r = downscale_factor
    if input.dim() < 3:
        raise RuntimeError(f"pixel_unshuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.dim()} dimension(s)")
    if r <= 0:
        raise RuntimeError(f"pixel_unshuffle expects a positive downscale_factor, but got {r}")
    c, h, w = input.shape[-3:]
    if h % r != 0:
        raise RuntimeError(f"pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)="
                           f"{h} is not divisible by {r}")
    if w % r != 0:
        raise RuntimeError(f"pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)="
                           f"{w} is not divisible by {r}")
    lead = list(input.shape[:-3])
    n = len(lead)
    x = input.reshape(lead + [c, h // r, r, w // r, r])
    x = x.permute(*range(n), n, n + 2, n + 4, n + 1, n + 3)
    return _fused("PixelUnshuffleBackward0", (input,), x.reshape(lead + [c * r * r, h // r, w // r]))


def channel_shuffle(input, groups):
    """Channels (dim 1) regrouped: [g0c0, g0c1, .., g1c0, ..] becomes [g0c0, g1c0, .., g0c1, ..]."""
    if input.dim() <= 2:
        raise RuntimeError(f"channel_shuffle expects input with > 2 dims, but got input with sizes {list(input.shape)}")
    if groups <= 0:
        raise RuntimeError(f"Number of groups to divide channels in must be positive. Value of groups:{groups}")
    c = input.shape[1]
    if c % groups != 0:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {c} channels and {groups} groups.")
    n, rest = input.shape[0], list(input.shape[2:])
    x = input.reshape([n, groups, c // groups] + rest).transpose(1, 2)
    return _fused("ChannelShuffleBackward0", (input,), x.reshape([n, c] + rest))


# ---------------------------------------------------------------- affine grid

def _linspace_from_neg_one(n, align_corners, dtype):
    if n <= 1:
        return torch.tensor(0, dtype=dtype)
    r = torch.linspace(-1, 1, n, dtype=dtype)
    return r if align_corners else r * (n - 1) / n


def affine_grid(theta, size, align_corners=None):
    """ATen's affine_grid_generator: the (x, y[, z], 1) base grid of the output size times theta^T."""
    if align_corners is None:
        _warn_from("Default grid_sample and affine_grid behavior has changed to align_corners=False since 1.3.0. "
                   "Please specify align_corners=True if the old behavior is desired. See the documentation of "
                   "grid_sample for details.", _torch_site("nn/functional.py", 5082, "warnings.warn("))
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {size}. "
                             f"Got {theta.shape}.")
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {size}. "
                             f"Got {theta.shape}.")
    else:
        raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                  f"respectively. Got size {size}.")
    spatial = list(size[2:])
    if align_corners and min(spatial) == 1:
        _warn_from("Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
                   "align_corners=True. This is not an intended use case of affine_grid. See the documentation of "
                   "affine_grid for details.", _torch_site("nn/functional.py", 5116, "warnings.warn("))
    elif min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {size}")
    n, k = int(size[0]), len(spatial)
    base = torch.empty([n] + spatial + [k + 1], dtype=theta.dtype)
    for axis in range(k):   # column 0 runs along the last spatial dim (x), column 1 along the one before...
        line = _linspace_from_neg_one(spatial[k - 1 - axis], align_corners, theta.dtype)
        base[..., axis] = line.reshape([-1] + [1] * axis) if line.dim() else line
    base[..., k] = 1
    count = 1
    for v in spatial:
        count *= v
    grid = base.view(n, count, k + 1).bmm(theta.transpose(1, 2))
    return _fused("AffineGridGeneratorBackward0", (theta,), grid.view([n] + spatial + [k]))


# ---------------------------------------------------------------- grid sample

def _grid_unnormalize(coord, size, align_corners):
    """Grid coordinate in [-1, 1] to a pixel position, as ATen's CPU kernel."""
    if align_corners:
        return (coord + 1) * ((size - 1) / 2)
    return (coord + 1) * (size / 2) - 0.5


def _grid_reflect(pos, size, align_corners):
    """ATen's reflect_coordinates over [0, size-1] (align_corners) or [-0.5, size-0.5]."""
    lo, span = (0.0, 2 * (size - 1)) if align_corners else (-1.0, 2 * size)
    if span <= 0:
        return torch.zeros_like(pos)
    half = span / 2
    lo2 = lo / 2
    d = (pos - lo2).abs()
    extra = torch.fmod(d, half)
    flips = (d / half).floor()
    return torch.where(flips % 2 == 0, extra + lo2, half - extra + lo2)


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """Sample input [N, C, (D,) H, W] at grid [N, (Do,) Ho, Wo, 2 or 3] (x, y(, z) in [-1, 1]) with
    bilinear/trilinear or nearest interpolation; one GridSampler{2,3}DBackward0 node."""
    if mode not in ("bilinear", "nearest", "bicubic"):
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', "
                         f"but got: '{mode}'")
    if padding_mode not in ("zeros", "border", "reflection"):
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                         f"'reflection', but got: '{padding_mode}'")
    if align_corners is None:
        _warn_from("Default grid_sample and affine_grid behavior has changed to align_corners=False since 1.3.0. "
                   "Please specify align_corners=True if the old behavior is desired. See the documentation of "
                   "grid_sample for details.", _torch_site("nn/functional.py", 5015, "warnings.warn("))
        align_corners = False
    n = input.dim() - 2
    if grid.size(-1) != n:
        raise RuntimeError(f"grid_sampler(): expected grid to have size {n} in last dimension, but got grid with "
                           f"sizes {list(grid.shape)}")
    if input.dim() not in (4, 5) or grid.dim() != input.dim():
        raise RuntimeError(f"grid_sampler(): expected 4D or 5D input and grid with same number of dimensions, but "
                           f"got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}")
    if input.size(0) != grid.size(0):
        raise RuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got input with "
                           f"sizes {list(input.shape)} and grid with sizes {list(grid.shape)}")
    if mode == "bicubic":
        raise NotImplementedError("nnscope: grid_sample mode 'bicubic' is not supported")
    N, C = input.size(0), input.size(1)
    sizes = list(input.shape[2:])              # (D,) H, W
    out_sp = list(grid.shape[1:-1])
    count = 1
    for v in out_sp:
        count *= v
    flat = input.reshape(N, C, -1)
    # pixel positions per spatial dim, in input-dim order: grid's last entry is x (the last dim)
    pos = []
    for k in range(n):
        size = sizes[k]
        p = _grid_unnormalize(grid[..., n - 1 - k].reshape(N, count), size, align_corners)
        if padding_mode == "border":
            p = p.clamp(0, size - 1)
        elif padding_mode == "reflection":
            p = _grid_reflect(p, size, align_corners).clamp(0, size - 1)
        pos.append(p)

    def gather(idx, ok):
        """input at the flat positions idx [N, count] (0 where not ok) as [N, C, count]."""
        safe = torch.where(ok, idx, torch.zeros_like(idx))
        vals = flat.gather(2, safe.unsqueeze(1).expand(N, C, count))
        return torch.where(ok.unsqueeze(1), vals, torch.zeros_like(vals))

    if mode == "nearest":
        idx = torch.zeros(N, count, dtype=torch.long)
        ok = torch.ones(N, count, dtype=torch.bool)
        for k in range(n):
            i = torch.round(pos[k].detach()).long()
            ok = ok & (i >= 0) & (i < sizes[k])
            idx = idx * sizes[k] + i
        out = gather(idx, ok)
    else:
        lo = [p.detach().floor() for p in pos]
        out = None
        for corner in range(2 ** n):        # z outermost, x innermost (ATen's tnw, tne, tsw, ...)
            weight = None
            idx = torch.zeros(N, count, dtype=torch.long)
            ok = torch.ones(N, count, dtype=torch.bool)
            for k in range(n):
                hi = (corner >> (n - 1 - k)) & 1
                c = lo[k] + hi
                w = (pos[k] - lo[k]) if hi else (lo[k] + 1 - pos[k])
                weight = w if weight is None else weight * w
                ci = c.long()
                ok = ok & (ci >= 0) & (ci < sizes[k])
                idx = idx * sizes[k] + ci
            term = gather(idx, ok) * weight.unsqueeze(1)
            out = term if out is None else out + term
    out = out.reshape([N, C] + out_sp)
    return _fused(f"GridSampler{n}DBackward0", (input, grid), out)


# ---------------------------------------------------------------- max unpooling

_ATEN_TYPE_NAMES = {torch.float32: "Float", torch.float64: "Double", torch.float16: "Half",
                    torch.bfloat16: "BFloat16", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char",
                    torch.uint8: "Byte", torch.bool: "Bool"}


def _unpool_output_size(input, kernel_size, stride, padding, output_size):
    k = len(kernel_size)
    default = [(input.shape[-k + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d] for d in range(k)]
    if output_size is None:
        return default
    if len(output_size) == k + 2:
        output_size = output_size[2:]
    if len(output_size) != k:
        raise ValueError(f"output_size should be a sequence containing {k} or {k + 2} elements, but it has a "
                         f"length of '{len(output_size)}'")
    for d in range(k):
        lo, hi = default[d] - stride[d], default[d] + stride[d]
        if not lo < output_size[d] < hi:
            raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {lo} and {hi})')
    return output_size


def _max_unpool(input, indices, output_size, n):
    """ATen's max_unpool{2,3}d: each value of input written at its flat index in a plane of output_size."""
    if indices.dtype != torch.int64:
        if n == 3:
            raise RuntimeError("elements in indices should be type int64")
        raise RuntimeError(f"elements in indices should be type int64 but got: "
                           f"{_ATEN_TYPE_NAMES.get(indices.dtype, indices.dtype)}")
    if input.dim() not in (n + 1, n + 2):
        raise RuntimeError(f"Input to max_unpooling{n}d should be a {n + 1}d or {n + 2}d Tensor, but got a tensor "
                           f"with {input.dim()} dimensions.")
    if input.shape != indices.shape:
        raise RuntimeError(f"Expected shape of indices to be same as that of the input tensor ({list(input.shape)}) "
                           f"but got indices tensor with shape: {list(indices.shape)}")
    sizes = [int(v) for v in output_size]
    count = 1
    for v in sizes:
        count *= v
    lead = list(input.shape[:-n])
    flat_idx = indices.reshape(lead + [-1])
    bad = (flat_idx < 0) | (flat_idx >= count)
    if bool(bad.any()):
        last = int(flat_idx[bad][-1])
        raise RuntimeError(f"Found an invalid max index: {last} (output volumes are of size "
                           f"{'x'.join(str(v) for v in sizes)}")
    out = torch.zeros(lead + [count], dtype=input.dtype)
    out = out.scatter(-1, flat_idx, input.reshape(lead + [-1]))
    return _fused(f"MaxUnpool{n}DBackward0", (input,), out.reshape(lead + sizes))


def _max_unpool2d(input, indices, output_size):
    return _max_unpool(input, indices, output_size, 2)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _pair(kernel_size)
    stride = kernel_size if stride is None else _pair(stride)
    size = _unpool_output_size(input, kernel_size, stride, _pair(padding), output_size)
    return _max_unpool2d(input, indices, size)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    one = lambda v: tuple(v) if isinstance(v, (tuple, list)) else (v,)
    kernel_size = one(kernel_size)
    stride = kernel_size if stride is None else one(stride)
    size = list(_unpool_output_size(input, kernel_size, stride, one(padding), output_size)) + [1]
    return _max_unpool2d(input.unsqueeze(-1), indices.unsqueeze(-1), size).squeeze(-1)


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    three = lambda v: tuple(v) if isinstance(v, (tuple, list)) else (v,) * 3
    kernel_size = three(kernel_size)
    stride = kernel_size if stride is None else three(stride)
    size = _unpool_output_size(input, kernel_size, stride, three(padding), output_size)
    return _max_unpool(input, indices, size, 3)


# ---------------------------------------------------------------- adaptive max pooling

def _pair(v):
    return (v, v) if not isinstance(v, (tuple, list)) else tuple(v)


def _adaptive_max_pool(input, output_size, return_indices, n):
    """Adaptive max pooling over the last n (2 or 3) dims: the first maximum
    (NaN wins) of each window [floor(o*in/out), ceil((o+1)*in/out)), with its
    flat index per plane; one AdaptiveMaxPool{n}DBackward0 node."""
    if input.dim() not in (n + 1, n + 2):
        raise RuntimeError(f"adaptive_max_pool{n}d(): Expected {n + 1}D or {n + 2}D tensor, but got: "
                           f"{list(input.shape)}")
    sizes = list(input.shape[-n:])
    outs = list(output_size) if isinstance(output_size, (tuple, list)) else [output_size] * n
    outs = [sizes[i] if outs[i] is None else outs[i] for i in range(n)]
    lead = list(input.shape[:-n])
    count = 1
    for v in sizes:
        count *= v
    flat = input.detach().reshape(lead + [count])
    ranges = [[(o * sizes[i] // outs[i], -(-(o + 1) * sizes[i] // outs[i])) for o in range(outs[i])]
              for i in range(n)]
    cols = []

    def walk(i, windows):
        if i == n:
            pos = [0]
            for (lo, hi), size in zip(windows, sizes):
                pos = [p * size + j for p in pos for j in range(lo, hi)]
            win = torch.tensor(pos, dtype=torch.long)
            cols.append(win[_first_max(flat.index_select(-1, win))])
            return
        for w in ranges[i]:
            walk(i + 1, windows + [w])

    walk(0, [])
    idx = torch.stack(cols, -1)
    out = input.reshape(lead + [count]).gather(-1, idx)
    shape = lead + outs
    out = _fused(f"AdaptiveMaxPool{n}DBackward0", (input,), out.view(shape))
    if return_indices:
        return out, idx.view(shape)
    return out


def adaptive_max_pool2d(input, output_size, return_indices=False):
    return _adaptive_max_pool(input, output_size, return_indices, 2)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    return _adaptive_max_pool(input, output_size, return_indices, 3)


def _first_max(vals):
    """Index of the first maximum along the last dim (NaN counts as maximal)."""
    nan = vals.isnan()
    keyed = torch.where(nan, torch.full_like(vals, float("inf")), vals)
    best = keyed.max(-1, keepdim=True).values
    hit = (keyed == best) | nan
    n = vals.size(-1)
    order = torch.arange(n).expand_as(hit)
    return torch.where(hit, order, torch.full_like(order, n)).min(-1).values


def adaptive_max_pool1d(input, output_size, return_indices=False):
    if input.dim() not in (2, 3):
        raise RuntimeError(f"adaptive_max_pool1d(): Expected 2D or 3D tensor, but got: {list(input.shape)}")
    o = output_size[0] if isinstance(output_size, (tuple, list)) else output_size
    res = adaptive_max_pool2d(input.unsqueeze(-2), (1, o), return_indices=True)
    out = res[0].squeeze(-2)
    if return_indices:
        return out, res[1].squeeze(-2)
    return out


# ---------------------------------------------------------------- instance norm

def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.1, eps=1e-5):
    if use_input_stats:
        size = input.size()
        count = size[0]
        for s in size[2:]:
            count *= s
        if count == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size {size}")
    b, c = input.size(0), input.size(1)
    shape = [1, b * c] + list(input.shape[2:])
    x = input.contiguous().view(shape)
    rep = lambda t: None if t is None else t.repeat(b)
    rm, rv = rep(running_mean), rep(running_var)
    out = _F.batch_norm(x, rm, rv, rep(weight), rep(bias), use_input_stats, momentum, eps)
    with torch.no_grad():
        if running_mean is not None:
            running_mean.copy_(rm.view(b, c).mean(0))
        if running_var is not None:
            running_var.copy_(rv.view(b, c).mean(0))
    return out.view(input.shape)


# ---------------------------------------------------------------- unfold / fold

def _quad(v, name):
    return (v, v) if isinstance(v, int) else tuple(v)


def _im2col_index(H, W, k, d, p, s):
    """Per (kernel offset, output position): the flat index into the padded input."""
    Hp, Wp = H + 2 * p[0], W + 2 * p[1]
    oh = (Hp - (d[0] * (k[0] - 1) + 1)) // s[0] + 1
    ow = (Wp - (d[1] * (k[1] - 1) + 1)) // s[1] + 1
    rows = []
    for ki in range(k[0]):
        for kj in range(k[1]):
            rows.append([(i * s[0] + ki * d[0]) * Wp + j * s[1] + kj * d[1] for i in range(oh) for j in range(ow)])
    return torch.tensor(rows, dtype=torch.long), oh, ow


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    if input.dim() not in (3, 4):
        raise RuntimeError(f"Input Error: Only 3D or 4D input Tensors are supported (got {input.dim()}D)")
    k, d, p, s = (_quad(v, "") for v in (kernel_size, dilation, padding, stride))
    batched = input.dim() == 4
    x = input if batched else input.unsqueeze(0)
    N, C, H, W = x.shape
    xp = _constant_pad(x, (p[1], p[1], p[0], p[0])) if (p[0] or p[1]) else x
    idx, oh, ow = _im2col_index(H, W, k, d, p, s)
    L = oh * ow
    flat = xp.reshape(N, C, -1)
    cols = flat.index_select(2, idx.reshape(-1)).view(N, C * k[0] * k[1], L)
    return _fused("Im2ColBackward0", (input,), cols if batched else cols.squeeze(0))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    if input.dim() not in (2, 3):
        raise RuntimeError(f"Input Error: Only unbatched (2D) or batched (3D) input Tensors are supported "
                           f"(got {input.dim()}D)")
    o, k, d, p, s = (_quad(v, "") for v in (output_size, kernel_size, dilation, padding, stride))
    batched = input.dim() == 3
    x = input if batched else input.unsqueeze(0)
    N, CK, L = x.shape
    kk = k[0] * k[1]
    if CK % kk != 0:
        raise RuntimeError(f"Expected size of input's dimension 1 to be divisible by the product of kernel_size, "
                           f"but got input.size(1)={CK} and kernel_size={k}.")
    C = CK // kk
    idx, oh, ow = _im2col_index(o[0], o[1], k, d, p, s)
    if oh * ow != L:
        raise RuntimeError(f"Given output_size={o}, kernel_size={k}, dilation={d}, padding={p}, stride={s}, expected "
                           f"size of input's dimension 2 to match the calculated number of sliding blocks {oh} * {ow} "
                           f"= {oh * ow}, but got input.size(2)={L}.")
    Hp, Wp = o[0] + 2 * p[0], o[1] + 2 * p[1]
    out = torch.zeros(N, C, Hp * Wp, dtype=x.dtype)
    out = out.index_add(2, idx.reshape(-1), x.reshape(N, C, kk * L))
    out = out.view(N, C, Hp, Wp)[:, :, p[0]:p[0] + o[0], p[1]:p[1] + o[1]]
    out = out.contiguous()
    return _fused("Col2ImBackward0", (input,), out if batched else out.squeeze(0))


# ---------------------------------------------------------------- embedding_bag

def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    if weight.dtype == torch.long and input.is_floating_point():
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.")
        weight, input = input, weight
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if not weight.dim() == 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError(f"if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = torch.arange(0, input.numel(), input.size(1), dtype=input.dtype)
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    if mode not in ("sum", "mean", "max"):
        raise ValueError(f"mode has to be one of sum, mean or max")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(f"embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    starts = offsets.tolist()
    n = input.numel()
    ends = starts[1:] + [n]
    if include_last_offset:
        ends = starts[1:]
        starts = starts[:-1]
    keep = [[j for j in range(a, b) if padding_idx is None or int(input[j]) != padding_idx]
            for a, b in zip(starts, ends)]
    if mode != "max":
        out = _EmbeddingBagSum.apply(weight, input, keep, per_sample_weights, mode == "mean")
        return _fused("EmbeddingBagBackward0", (weight, per_sample_weights), out)
    rows = []
    for members in keep:
        if not members:
            rows.append(torch.zeros(weight.size(1), dtype=weight.dtype))
            continue
        e = weight.index_select(0, input[torch.tensor(members, dtype=torch.long)])
        rows.append(e.max(0).values)
    out = torch.stack(rows) if rows else torch.zeros(0, weight.size(1), dtype=weight.dtype)
    return _fused("EmbeddingBagBackward0", (weight, per_sample_weights), out)


from torch.autograd.function import Function  # noqa: E402


class _EmbeddingBagSum(Function):
    """Sum / mean bags: forward sums each bag's rows in order (then divides by
    the bag size); backward adds each bag's gradient (divided by the bag size,
    or times the per-sample weight) into the rows it used, in index order."""

    @staticmethod
    def forward(ctx, weight, input, keep, per_sample_weights, mean):
        ctx.save_for_backward(weight)
        ctx.args = (input, keep, per_sample_weights, mean)
        rows = []
        for members in keep:
            if not members:
                rows.append(torch.zeros(weight.size(1), dtype=weight.dtype))
                continue
            acc = None
            for j in members:
                e = weight[int(input[j])]
                if per_sample_weights is not None:
                    e = e * per_sample_weights[j]
                acc = e.clone() if acc is None else acc + e
            rows.append(acc / len(members) if mean else acc)
        if not rows:
            return torch.zeros(0, weight.size(1), dtype=weight.dtype)
        return torch.stack(rows)

    @staticmethod
    def backward(ctx, grad):
        weight, = ctx.saved_tensors
        input, keep, psw, mean = ctx.args
        gw = torch.zeros_like(weight)
        updates = []
        for b, members in enumerate(keep):
            for j in members:
                updates.append((int(input[j]), j, b, len(members)))
        updates.sort(key=lambda u: u[0])
        for idx, j, b, count in updates:
            if psw is not None:
                gw[idx] = gw[idx] + psw[j].to(weight.dtype) * grad[b]
            elif mean:
                gw[idx] = gw[idx] + grad[b] / count
            else:
                gw[idx] = gw[idx] + grad[b]
        return gw, None, None, None, None
