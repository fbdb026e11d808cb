"""torch functions that ATen builds from other ops, written over native tensor ops.

torch.<name> reaches these through torch._lazy; the Tensor-method forms (t.addmv, t.cov, ...) call them
with the tensor first (nn_torch_types.c). Where PyTorch records one node for a fused kernel (AddmvBackward0,
BlockDiagBackward0, ...), the composite is wrapped by _fused under that name, so grad_fn and next_functions
print as PyTorch's while values and gradients are the composite's. Where ATen itself is a composite
(trapezoid, cov, vander, ...), the same ops are recorded in the same order, so the graph is PyTorch's.
"""
import math
import warnings

import torch
from torch.nn._functional_py import _fused
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = [
    "addmv", "addmv_", "addr", "addr_", "addbmm", "addbmm_", "chain_matmul", "inner", "trapezoid", "trapz",
    "cumulative_trapezoid", "block_diag", "combinations", "vander", "renorm", "renorm_", "frexp", "ldexp",
    "ldexp_", "cov", "corrcoef", "unravel_index", "isin", "select_scatter", "slice_scatter",
    "diagonal_scatter", "index_reduce", "index_reduce_", "put", "put_", "addmm_", "baddbmm_", "special_log_ndtr",
]

_warned = set()


def _warn_once(key, msg):
    """A TORCH_WARN_ONCE of ATen: once per process, at the caller's line."""
    if key not in _warned:
        _warned.add(key)
        warnings.warn(msg, UserWarning, stacklevel=3)


def _mul_s(t, s):
    """t * Scalar as ATen records it from C++ (MulBackward1)."""
    return _fused("MulBackward1", (t,), t * s)


def _div_s(t, s):
    """t / Scalar as ATen records it from C++ (DivBackward1)."""
    return _fused("DivBackward1", (t,), t / s)


def _inplace_result(input, result):
    """input.op_(...) as ATen records it: the op's node becomes input's
    grad_fn (not CopyBackwards over it)."""
    if result.shape != input.shape:
        return input.copy_(result)
    from torch.autograd._function_native import _commit
    return _commit(input, result)


def _shape(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _cxx_num(v):
    """A double as C++ streams print it (6 significant digits)."""
    s = "%g" % v
    return s


def _is_integral(dt):
    return not (dt.is_floating_point or dt.is_complex)


def _check_integral_scalars(dt, beta, alpha):
    if _is_integral(dt):
        if isinstance(beta, float):
            raise RuntimeError("For integral input tensors, argument beta must not be a floating point number.")
        if isinstance(alpha, float):
            raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")


def _out(out, r):
    if out is None:
        return r
    out.resize_(r.shape)
    return out.copy_(r)


# ---------------------------------------------------------------- BLAS-style fused products

def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    if mat.dim() != 2 or vec.dim() != 1 or input.dim() > 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got {input.dim()}, {mat.dim()}, {vec.dim()}")
    if mat.shape[1] != vec.shape[0] or not (input.numel() == mat.shape[0] or input.numel() == 1):
        isz = input.shape[0] if input.dim() else input.numel()
        raise RuntimeError(f"size mismatch, got input ({isz}), mat ({mat.shape[0]}x{mat.shape[1]}), "
                           f"vec ({vec.shape[0]})")
    if mat.dtype != vec.dtype:
        raise RuntimeError(f"expected scalar type {_cname(mat.dtype)} but found {_cname(vec.dtype)}")
    if _is_integral(mat.dtype):   # the integer gemv takes beta and alpha as integers, unchecked
        beta, alpha = int(beta), int(alpha)
    prod = torch.mv(mat, vec)
    if alpha != 1:
        prod = prod * alpha
    if beta == 0:
        r = prod.expand(mat.shape[0])
        if r is prod:
            r = prod.clone()
    else:
        r = (input if beta == 1 else input * beta).to(prod.dtype) + prod
    return _out(out, _fused("AddmvBackward0", (input, mat, vec), r))


def addmv_(input, mat, vec, *, beta=1, alpha=1):
    return _inplace_result(input, addmv(input, mat, vec, beta=beta, alpha=alpha))


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    if vec1.dim() != 1:
        raise RuntimeError(f"addr: Expected 1-D argument vec1, but got {vec1.dim()}-D")
    if vec2.dim() != 1:
        raise RuntimeError(f"addr: Expected 1-D argument vec2, but got {vec2.dim()}-D")
    inp = input.expand(vec1.shape[0], vec2.shape[0])
    dt = torch.promote_types(torch.promote_types(input.dtype, vec1.dtype), vec2.dtype)
    _check_integral_scalars(dt, beta, alpha)
    v1, v2 = vec1.to(dt), vec2.to(dt)
    if dt == torch.bool:
        r = (v1.unsqueeze(1) & v2) if alpha else torch.zeros(inp.shape, dtype=dt)
        if beta:
            r = r | inp
    else:
        outer = (v1 if alpha == 1 else v1 * alpha).unsqueeze(1) * v2
        if beta == 0:
            r = outer
        else:
            r = (inp if beta == 1 else inp * beta).to(dt) + outer
    return _out(out, _fused("AddrBackward0", (input, vec1, vec2), r))


def addr_(input, vec1, vec2, *, beta=1, alpha=1):
    return _inplace_result(input, addr(input, vec1, vec2, beta=beta, alpha=alpha))


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    if batch1.dim() < 2 or batch2.dim() < 3:
        if batch1.dim() != 3:
            raise RuntimeError("batch1 must be a 3D tensor")
        raise RuntimeError("batch2 must be a 3D tensor")
    inp = input.expand(batch1.shape[1], batch2.shape[2])
    if batch1.dim() != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch1.shape[0] != batch2.shape[0]:
        raise RuntimeError(f"batch1 and batch2 must have same number of batches, got {batch1.shape[0]} and "
                           f"{batch2.shape[0]}")
    if batch1.shape[2] != batch2.shape[1]:
        raise RuntimeError(f"Incompatible matrix sizes for bmm ({batch1.shape[1]}x{batch1.shape[2]} and "
                           f"{batch2.shape[1]}x{batch2.shape[2]})")
    _check_integral_scalars(batch1.dtype, beta, alpha)
    if beta == 0:
        acc = torch.zeros(inp.shape, dtype=batch1.dtype)
    else:
        acc = (inp if beta == 1 else inp * beta).to(batch1.dtype)
    for b in range(batch1.shape[0]):
        p = torch.mm(batch1[b], batch2[b])
        acc = acc + (p if alpha == 1 else p * alpha)
    if acc is inp:
        acc = acc.clone()
    return _out(out, _fused("AddbmmBackward0", (input, batch1, batch2), acc))


def addbmm_(input, batch1, batch2, *, beta=1, alpha=1):
    return _inplace_result(input, addbmm(input, batch1, batch2, beta=beta, alpha=alpha))


def addmm_(input, mat1, mat2, *, beta=1, alpha=1):
    return _inplace_result(input, torch.addmm(input, mat1, mat2, beta=beta, alpha=alpha))


def baddbmm_(input, batch1, batch2, *, beta=1, alpha=1):
    return _inplace_result(input, torch.baddbmm(input, batch1, batch2, beta=beta, alpha=alpha))


def special_log_ndtr(input):
    """torch.special.log_ndtr: log of the standard normal CDF, by ATen's two
    branches (erfc's left tail below -1, log1p above), as one
    SpecialLogNdtrBackward0 node keeping self and result."""
    if not isinstance(input, torch.Tensor):
        raise TypeError("special_log_ndtr(): argument 'input' (position 1) must be Tensor, not "
                        + type(input).__name__)
    x = input if input.is_floating_point() else input.to(torch.get_default_dtype())
    # far left tail (x < -8.5): log(erfcx(z) / 2) - z * z, z = -x / sqrt(2), erfcx by its
    # asymptotic series; each branch sees only its own inputs (no inf * 0 in the gradient)
    far = x < -8.5
    z = torch.where(far, x, -10.0) * (-1 / math.sqrt(2))
    iz2 = 1 / (z * z)
    series = 1 + iz2 * (-0.5 + iz2 * (0.75 + iz2 * (-1.875 + iz2 * 6.5625)))
    tail = torch.log(series / (z * (2 * math.sqrt(math.pi)))) - z * z
    t = torch.where(far, -1.0, x) * (1 / math.sqrt(2))
    near = torch.where(x < -1, torch.log(torch.special.erfc(-t) / 2), torch.log1p(-torch.special.erfc(t) / 2))
    return _fused("SpecialLogNdtrBackward0", (input,), torch.where(far, tail, near))


def put(input, index, source, accumulate=False):
    """input with source's values written at index into its flattened form
    (summed when accumulate): one PutBackward0 node over (input, source)."""
    if index.dtype != torch.int64:
        raise RuntimeError("put_(): Expected a long tensor for index, but got " + _cname(index.dtype))
    if input.dtype != source.dtype:
        raise RuntimeError("put_(): self and source expected to have the same dtype, but got self.dtype = %s "
                           "and source.dtype = %s" % (_cname(input.dtype), _cname(source.dtype)))
    if index.numel() != source.numel():
        raise IndexError("put_(): Expected source and index to have the same number of elements, but got "
                         "source.numel() = %d, index.numel() = %d" % (source.numel(), index.numel()))
    n = input.numel()
    idx = index.reshape(-1)
    for i in idx.tolist():
        if i >= n or i < -n:
            raise IndexError("out of range: tried to access index %d on a tensor of %d elements." % (i, n))
    r = input.reshape(-1).index_put((idx,), source.reshape(-1), accumulate).view(input.shape)
    return _fused("PutBackward0", (input, source), r)


def put_(input, index, source, accumulate=False):
    return _inplace_result(input, put(input, index, source, accumulate))


def _cname(dt):
    return {torch.float32: "Float", torch.float64: "Double", torch.float16: "Half", torch.bfloat16: "BFloat16",
            torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char",
            torch.uint8: "Byte", torch.bool: "Bool", torch.complex64: "ComplexFloat",
            torch.complex128: "ComplexDouble"}.get(dt, str(dt))


def _chain_order(dims):
    """Matrix-chain order (CLRS) over matrices i of shape dims[i] x dims[i+1]: split[i][j]."""
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = None
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if cost[i][j] is None or q < cost[i][j]:
                    cost[i][j] = q
                    split[i][j] = k
    return split


def _multi_dot_2d(mats):
    """ATen's linalg_multi_dot for 2-D matrices: mm in the cheapest order, then a view to the result shape."""
    return _multi_dot_mm(mats).view(mats[0].shape[0], mats[-1].shape[1])


def _multi_dot_mm(mats):
    """The product of 2-D matrices, one mm per step, in ATen's (cheapest) order."""
    if len(mats) == 2:
        r = torch.mm(mats[0], mats[1])
    elif len(mats) == 3:
        a, b, c = (m.shape for m in mats)
        if a[0] * b[1] * (a[1] + c[1]) < b[0] * c[1] * (a[0] + b[1]):
            r = torch.mm(torch.mm(mats[0], mats[1]), mats[2])
        else:
            r = torch.mm(mats[0], torch.mm(mats[1], mats[2]))
    else:
        split = _chain_order([m.shape[0] for m in mats] + [mats[-1].shape[1]])

        def prod(i, j):
            if i == j:
                return mats[i]
            k = split[i][j]
            return torch.mm(prod(i, k), prod(k + 1, j))
        r = prod(0, len(mats) - 1)
    return r


def _linalg_multi_dot(tensors):
    """ATen's linalg_multi_dot: 1-D ends become a row / a column, the 2-D
    product runs in the cheapest order (one MmBackward0 per product), and a
    view gives the result its shape (no row for a 1-D first, no column for a
    1-D last tensor)."""
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    first, last = tensors[0], tensors[-1]
    if first.dim() not in (1, 2):
        raise RuntimeError(f"multi_dot(): the first tensor must be 1D or 2D but got {first.dim()}D")
    if last.dim() not in (1, 2):
        raise RuntimeError(f"multi_dot(): the last tensor must be 1D or 2D but got {last.dim()}D")
    for i in range(1, n - 1):
        if tensors[i].dim() != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {tensors[i].dim()}D")
    for i in range(1, n):
        if tensors[i - 1].shape[-1] != tensors[i].shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i - 1} and {i} with shapes {_shape(tensors[i - 1])} and "
                               f"{_shape(tensors[i])} cannot be multiplied")
    mats = list(tensors)
    out_shape = []
    if first.dim() == 1:
        mats[0] = first.unsqueeze(0)
    else:
        out_shape.append(first.shape[0])
    if last.dim() == 1:
        mats[-1] = last.unsqueeze(-1)
    else:
        out_shape.append(last.shape[1])
    return _multi_dot_mm(mats).view(out_shape)


def chain_matmul(*matrices, out=None):
    _warn_from("torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use "
               "torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than "
               "multiple parameters. (Triggered internally at ./aten/src/ATen/native/LinearAlgebra.cpp:1107.)",
               _torch_site("functional.py", 2038, "return _VF.chain_matmul(matrices)  # type: ignore[attr-defined]"))
    if len(matrices) == 0:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    for m in matrices:
        if m.dim() != 2:
            raise RuntimeError(f"Tensor dimension is {m.dim()}, expected 2 instead.")
    if len(matrices) == 1:
        return _out(out, matrices[0].clone())
    return _out(out, _multi_dot_2d(list(matrices)))


def inner(input, other, *, out=None):
    if input.dim() == 0 or other.dim() == 0:
        return _out(out, input * other)
    if input.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"{_shape(input)} and {_shape(other)}")
    return _out(out, torch.tensordot(input, other, dims=([-1], [-1])))


# ---------------------------------------------------------------- integration (ATen's Integration.cpp)

def _wrap(dim, n):
    if n == 0:
        n = 1
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


def _zeros_except(y, dim):
    shape = list(y.shape)
    del shape[dim]
    return torch.zeros(shape, dtype=y.dtype)


def _ends(t, dim):
    """t.slice(dim, 0, -1) and t.slice(dim, 1): one SliceBackward0 each."""
    n = t.shape[dim]
    return t.narrow(dim, 0, max(n - 1, 0)), t.narrow(dim, min(1, n), max(n - 1, 0))


def _x_view(y, x, dim):
    if x.dim() == 1:
        if x.shape[0] != y.shape[dim]:
            return None
        sizes = [1] * y.dim()
        sizes[dim] = x.shape[0]
        return x.view(sizes)
    if x.dim() < y.dim():
        return x.view([1] * (y.dim() - x.dim()) + list(x.shape))
    return x


def _check_dx(name, dx):
    if isinstance(dx, (bool, complex)):
        raise RuntimeError(f"{name}: Currently, we only support dx as a real number.")


def _trapz_over_x(name, y, x, dim, cumulative=False):
    """The sample-point form shared by trapezoid and cumulative_trapezoid (ATen's order:
    (left + right) * (x_right - x_left), summed or cumulated, then halved)."""
    if y.dtype == torch.bool or x.dtype == torch.bool:
        raise RuntimeError(f"{name}: received a bool input for `x` or `y`, but bool is not supported")
    xv = _x_view(y, x, dim)
    if xv is None:
        raise RuntimeError(f"{name}: There must be one `x` value for each sample point")
    left, right = _ends(y, dim)
    xl, xr = _ends(xv, dim)
    terms = (left + right) * (xr - xl)
    return _div_s(terms.cumsum(dim) if cumulative else terms.sum(dim), 2.0)


def trapezoid(y, x=None, *, dx=None, dim=-1):
    if isinstance(x, torch.Tensor):
        dim = _wrap(dim, y.dim())
        if y.shape[dim] == 0:
            return _zeros_except(y, dim)
        return _trapz_over_x("trapezoid", y, x, dim)
    if x is not None:
        dx = x
    if dx is None:
        dx = 1
    if y.shape[_wrap(dim, y.dim())] == 0:
        return _zeros_except(y, _wrap(dim, y.dim()))
    if y.dtype == torch.bool:
        raise RuntimeError("trapezoid: received a bool input for `y`, but bool is not supported")
    _check_dx("trapezoid", dx)
    return _mul_s(y.sum(dim) - _mul_s(y.select(dim, 0) + y.select(dim, -1), 0.5), float(dx))


def trapz(y, x=None, *, dx=None, dim=-1):
    return trapezoid(y, x, dx=dx, dim=dim)


def cumulative_trapezoid(y, x=None, *, dx=None, dim=-1):
    if isinstance(x, torch.Tensor):
        dim = _wrap(dim, y.dim())
        return _trapz_over_x("cumulative_trapezoid", y, x, dim, cumulative=True)
    if x is not None:
        dx = x
    if dx is None:
        dx = 1
    if y.dtype == torch.bool:
        raise RuntimeError("cumulative_trapezoid: received a bool input for `y`, but bool is not supported")
    _check_dx("cumulative_trapezoid", dx)
    dim = _wrap(dim, y.dim())
    left, right = _ends(y, dim)
    return _mul_s(left + right, float(dx) / 2.0).cumsum(dim)


# ---------------------------------------------------------------- building matrices

def _category(dt):
    if dt == torch.bool:
        return 0
    if dt.is_complex:
        return 3
    if dt.is_floating_point:
        return 2
    return 1


def _result_type(tensors):
    """torch.result_type over a list: dimensioned tensors first, 0-dim ones only lift the category."""
    dims = zdim = None
    for t in tensors:
        if t.dim() > 0:
            dims = t.dtype if dims is None else torch.promote_types(dims, t.dtype)
        else:
            zdim = t.dtype if zdim is None else torch.promote_types(zdim, t.dtype)
    if dims is None:
        return zdim
    if zdim is not None and _category(zdim) > _category(dims):
        return torch.promote_types(dims, zdim)
    return dims


def block_diag(*tensors):
    for i, t in enumerate(tensors):
        if t.dim() > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{t.dim()} dimensions")
    if not tensors:
        return torch.empty(1, 0)
    dt = _result_type(tensors)
    mats = [t.view(1, -1) if t.dim() < 2 else t for t in tensors]
    rows = sum(m.shape[0] for m in mats)
    cols = sum(m.shape[1] for m in mats)
    r = torch.zeros(rows, cols, dtype=dt)
    i = j = 0
    for m in mats:
        h, w = m.shape
        r[i:i + h, j:j + w] = m
        i += h
        j += w
    return _fused("BlockDiagBackward0", tuple(tensors), r)


def _triu_mask(n, dims, diagonal):
    """bool mask over [n]*dims: True where the indices increase (non-decreasing with `diagonal`)."""
    mask = torch.ones([n] * dims, dtype=torch.bool)
    for k in range(dims - 1):
        a = torch.arange(n).view([n if d == k else 1 for d in range(dims)])
        b = torch.arange(n).view([n if d == k + 1 else 1 for d in range(dims)])
        mask = mask & ((a <= b) if diagonal else (a < b))
    return mask


def combinations(input, r=2, with_replacement=False):
    if input.dim() != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {_shape(input)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return torch.empty(0, dtype=input.dtype)
    grids = torch.meshgrid(*([input] * r), indexing="ij")
    mask = _triu_mask(input.numel(), r, with_replacement)
    return torch.stack([g.masked_select(mask) for g in grids], 1)


def vander(x, N=None, increasing=False):
    if x.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0]
    if N is not None:
        if N < 0:
            raise RuntimeError("N must be non-negative.")
        n = N
    result = torch.empty(x.shape[0], n, dtype=torch.promote_types(x.dtype, torch.int64))
    if n > 0:
        result.fill_(1)
        if n > 1:
            result.narrow(1, 1, n - 1).copy_(x.unsqueeze(1))
            result.narrow(1, 1, n - 1).copy_(torch.cumprod(result.narrow(1, 1, n - 1), 1))
    if not increasing:
        return torch.flip(result, [1])
    return result


# ---------------------------------------------------------------- renorm, frexp, ldexp

def renorm(input, p, dim, maxnorm, *, out=None, _src=None):
    if isinstance(p, complex):
        raise RuntimeError("renorm: p must be real-valued")
    if not p > 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if isinstance(maxnorm, complex):
        raise RuntimeError("renorm: maxnorm must be real-valued")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {_cxx_num(maxnorm)}")
    nd = input.dim()
    if nd <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {nd} dimensions")
    dim = _wrap(dim, nd)
    reduce = [d for d in range(nd) if d != dim]
    src = input if _src is None else _src   # the values the inner graph reads (renorm_: a copy)
    norm = torch.linalg.vector_norm(src, p, reduce, keepdim=True)
    with torch.no_grad():
        over = norm > maxnorm
    factor = torch.where(over, maxnorm / (norm + 1e-7), torch.ones_like(norm))
    return _out(out, _fused("RenormBackward0", (input,), src * factor))


def renorm_(input, p, dim, maxnorm):
    # the inner graph reads a copy, so writing the result into input leaves
    # it valid; input's grad_fn becomes the RenormBackward0 node
    src = input.clone() if input.requires_grad and torch.is_grad_enabled() else None
    return _inplace_result(input, renorm(input, p, dim, maxnorm, _src=src))


class frexp(tuple):
    """torch.return_types.frexp: (mantissa, exponent)."""
    n_fields = 2
    n_sequence_fields = 2
    n_unnamed_fields = 0

    @property
    def mantissa(self):
        return self[0]

    @property
    def exponent(self):
        return self[1]

    def __repr__(self):
        return f"torch.return_types.frexp(\nmantissa={self[0]!r},\nexponent={self[1]!r})"


frexp.__module__ = "torch.return_types"
_FrexpResult = frexp


def frexp(input, *, out=None):
    if not isinstance(input, torch.Tensor):
        raise TypeError(f"frexp(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    if not input.dtype.is_floating_point:
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    mant, expo = [], []
    for v in input.detach().reshape(-1).tolist():
        if math.isfinite(v):
            m, e = math.frexp(v)
        else:
            m, e = v, 0
        mant.append(m)
        expo.append(e)
    shape = input.shape
    m = torch.tensor(mant, dtype=input.dtype).reshape(shape)
    e = torch.tensor(expo, dtype=torch.int32).reshape(shape)
    return tuple.__new__(_FrexpResult, (m, e))


def ldexp(input, other, *, out=None):
    return _out(out, torch.mul(input, torch.pow(2.0, other)))


def ldexp_(input, other):
    # ATen writes through mul(..., out=self), which autograd refuses
    if torch.is_grad_enabled() and (input.requires_grad or (isinstance(other, torch.Tensor) and other.requires_grad)):
        raise RuntimeError("mul(): functions with out=... arguments don't support automatic differentiation, but "
                           "one of the arguments requires grad.")
    return input.mul_(torch.pow(2.0, other))


# ---------------------------------------------------------------- statistics (ATen's Correlation.cpp)

def cov(input, *, correction=1, fweights=None, aweights=None):
    return _cov(input, correction, fweights, aweights, 3)


def _cov(input, correction, fweights, aweights, level):
    if input.dim() > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    if input.dtype == torch.bool:
        raise RuntimeError("cov(): bool dtype is not supported for input")
    x = input.view(1, -1) if input.dim() < 2 else input
    nobs = x.shape[1]
    w = None
    if fweights is not None:
        w = fweights
        if w.dim() > 1:
            raise RuntimeError(f"cov(): expected fweights to have one or fewer dimensions but got fweights with "
                               f"{w.dim()} dimensions")
        if not _is_integral(w.dtype) or w.dtype == torch.bool:
            raise RuntimeError(f"cov(): expected fweights to have integral dtype but got fweights with "
                               f"{_cname(w.dtype)} dtype")
        if w.numel() != nobs:
            raise RuntimeError(f"cov(): expected fweights to have the same numel as there are observations in the "
                               f"input but got {w.numel()} != {nobs}")
        if nobs != 0 and bool(w.min() < 0):
            raise RuntimeError("cov(): fweights cannot be negative")
    if aweights is not None:
        aw = aweights
        if aw.dim() > 1:
            raise RuntimeError(f"cov(): expected aweights to have one or fewer dimensions but got aweights with "
                               f"{aw.dim()} dimensions")
        if not aw.dtype.is_floating_point:
            raise RuntimeError(f"cov(): expected aweights to have floating point dtype but got aweights with "
                               f"{_cname(aw.dtype)} dtype")
        if aw.numel() != nobs:
            raise RuntimeError(f"cov(): expected aweights to have the same numel as there are observations in the "
                               f"input but got {aw.numel()} != {nobs}")
        if nobs != 0 and bool(aw.min() < 0):
            raise RuntimeError("cov(): aweights cannot be negative")
        w = aw if w is None else w * aw
    w_sum = w.sum() if w is not None else torch.tensor(nobs, dtype=torch.int64)
    if w is not None and not bool(w_sum != 0):
        raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    avg = (x * w if w is not None else x).sum(1) / w_sum
    if w is None:
        norm_factor = torch.tensor(nobs - correction, dtype=torch.int64)
    elif correction == 0:
        norm_factor = w_sum
    elif aweights is None:
        norm_factor = w_sum - correction
    elif fweights is None and nobs == 1 and correction == 1:
        norm_factor = torch.tensor(0, dtype=torch.int64)
    else:
        norm_factor = w_sum - correction * (w * aweights).sum() / w_sum
    if bool(norm_factor <= 0):
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations. (Triggered internally at ./aten/src/ATen/native/Correlation.cpp:116.)",
                      UserWarning, stacklevel=level)
        norm_factor = torch.zeros_like(norm_factor)
    if nobs == 1 and (fweights is not None) != (aweights is not None):
        x = torch.zeros_like(x)
        if _is_integral(x.dtype):
            x = x.to(torch.float32)
    else:
        x = x - avg.unsqueeze(1)
    c = torch.mm(x, (x * w if w is not None else x).t())
    return torch.true_divide(c, norm_factor).squeeze()


def corrcoef(input):
    if input.dim() > 2:
        raise RuntimeError(f"corrcoef(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    c = _cov(input, 1, None, None, 3)
    if c.dim() == 0:
        return c / c
    d = c.diagonal()
    stddev = torch.sqrt(d)
    c = c / stddev.view(-1, 1)
    c = c / stddev.view(1, -1)
    return c.clip(-1, 1)


# ---------------------------------------------------------------- indices

def unravel_index(indices, shape):
    if indices.is_complex() or indices.is_floating_point() or indices.dtype == torch.bool:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    if not isinstance(shape, (int, tuple, list, torch.Size)):
        raise TypeError(f"expected 'shape' to be int or sequence of ints, but got {type(shape)}")
    if isinstance(shape, int):
        shape = torch.Size([shape])
    else:
        for d in shape:
            if not isinstance(d, int):
                raise TypeError(f"expected 'shape' sequence to only contain ints, but got {type(d)}")
        shape = torch.Size(shape)
    if not all(d >= 0 for d in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(shape)}")
    coefs = []
    acc = 1
    for d in reversed(list(shape[1:]) + [1]):
        acc *= d
        coefs.append(acc)
    coefs.reverse()
    res = indices.unsqueeze(-1).floor_divide(torch.tensor(coefs, dtype=torch.int64)) % torch.tensor(
        list(shape), dtype=torch.int64)
    return res.unbind(-1)


def isin(elements, test_elements, *, assume_unique=False, invert=False):
    e_t = isinstance(elements, torch.Tensor)
    t_t = isinstance(test_elements, torch.Tensor)
    if not e_t and not t_t:
        raise TypeError("isin() received an invalid combination of arguments - got (elements="
                        f"{type(elements).__name__}, test_elements={type(test_elements).__name__}, )")
    e = elements if e_t else torch.tensor(elements)
    t = test_elements if t_t else torch.tensor(test_elements)
    r = (e.detach().unsqueeze(-1) == t.detach().reshape(-1)).any(-1)
    return ~r if invert else r


# ---------------------------------------------------------------- scatter into views

def _check_src(src, view):
    if tuple(src.shape) != tuple(view.shape):
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {_shape(src)}, "
                           f"slice size = {_shape(view)}")


def _scatter_into(name, input, src, view_of):
    out = input.clone()
    v = view_of(out)
    _check_src(src, v)
    v.copy_(src)
    return _fused(name, (input, src), out)


def select_scatter(input, src, dim, index):
    return _scatter_into("SelectScatterBackward0", input, src, lambda t: t.select(dim, index))


def slice_scatter(input, src, dim=0, start=None, end=None, step=1):
    def view(t):
        d = _wrap(dim, t.dim())
        return t[(slice(None),) * d + (slice(start, end, step),)]
    return _scatter_into("SliceScatterBackward0", input, src, view)


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    return _scatter_into("DiagonalScatterBackward0", input, src, lambda t: t.diagonal(offset, dim1, dim2))


_REDUCES = ("prod", "mean", "amax", "amin")


def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None):
    _warn_once("index_reduce", "index_reduce() is in beta and the API may change at any time. (Triggered "
               "internally at ./aten/src/ATen/native/TensorAdvancedIndexing.cpp:1218.)")
    if reduce not in _REDUCES:
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}.")
    d = _wrap(dim, input.dim())
    if index.dim() > 1:
        raise IndexError("index_reduce_(): Index is supposed to be a vector")
    if index.numel() != (source.shape[d] if source.dim() else 1):
        raise IndexError("index_reduce_(): Number of indices should be equal to source.size(dim)")
    shape = [1] * source.dim()
    if source.dim():
        shape[d] = -1
    idx = index.view(shape).expand(source.shape) if source.dim() else index.view(())
    r = input.scatter_reduce(d, idx, source, reduce, include_self=include_self)
    return _out(out, _fused("IndexReduceBackward0", (input, source), r))


def index_reduce_(input, dim, index, source, reduce, *, include_self=True):
    return input.copy_(index_reduce(input, dim, index, source, reduce, include_self=include_self))


class histogram(tuple):
    """torch.return_types.histogram: (hist, bin_edges)."""
    n_fields = 2
    n_sequence_fields = 2
    n_unnamed_fields = 0

    @property
    def hist(self):
        return self[0]

    @property
    def bin_edges(self):
        return self[1]

    def __repr__(self):
        return f"torch.return_types.histogram(\nhist={self[0]!r},\nbin_edges={self[1]!r})"


histogram.__module__ = "torch.return_types"
_HistogramResult = histogram


# torch.histogram(input, bins, *, range, weight, density): bins is a count (equal-width edges over range,
# or over the input's min..max, widened by 0.5 each side when they are equal) or a tensor of edges; each
# bin holds [left, right) except the last, [left, right]; values outside the edges are not counted.
def histogram(input, bins=100, *, range=None, weight=None, density=False, out=None):
    if not isinstance(input, torch.Tensor):
        raise TypeError(f"histogram(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    if not input.dtype.is_floating_point:
        raise RuntimeError(f"torch.histogram: input tensor and bins tensors should have the same dtype, but got input {input.dtype} and bins {input.dtype}")
    x = input.detach().reshape(-1)
    if isinstance(bins, torch.Tensor):
        edges = bins.detach().to(input.dtype)
    else:
        if range is not None:
            lo, hi = float(range[0]), float(range[1])
        elif x.numel():
            lo, hi = x.min().item(), x.max().item()
        else:
            lo, hi = 0.0, 0.0
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        edges = torch.linspace(lo, hi, bins + 1, dtype=input.dtype)
    nb = edges.numel() - 1
    idx = torch.searchsorted(edges, x, right=True) - 1
    idx = torch.where(x == edges[-1], torch.full_like(idx, nb - 1), idx)
    keep = (idx >= 0) & (idx < nb)
    w = weight.detach().reshape(-1).to(input.dtype) if weight is not None else torch.ones_like(x)
    hist = torch.zeros(nb, dtype=input.dtype).index_add_(0, idx[keep], w[keep])
    if density:
        hist = hist / (hist.sum() * (edges[1:] - edges[:-1]))
    if out is not None:
        out[0].resize_(hist.shape)
        out[0].copy_(hist)
        out[1].resize_(edges.shape)
        out[1].copy_(edges)
    return _HistogramResult((hist, edges))
