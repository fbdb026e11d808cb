# numpy._fromnumeric: reductions (sum, mean, var, max, argmax, ... with axis and keepdims and
# numpy's result dtypes), sorting and set functions, dot/matmul/einsum and the dtype predicates,
# for numpy.py's ndarray (imported back into numpy).
import builtins as _bi
import torch
from numpy import (_arr, _axis, _shs, _d_bool, _d_float64, _dt, _from_tensor, _out, _promote2, _result_dtype, _wrap,
                   builtins_max, dtype, float64, floating, generic, inexact, int64, integer, multiply, nan, ndarray,
                   number, signedinteger)

def _red_axis(a, axis):
    axis = _axis(axis)
    if axis is None:
        return None
    if isinstance(axis, tuple):
        for ax in axis:
            _check_axis(ax, a.ndim)
        return axis
    _check_axis(axis, a.ndim)
    return axis


def _check_axis(ax, nd):
    if not -nd <= ax < builtins_max(nd, 1):
        raise _AxisError("axis %d is out of bounds for array of dimension %d" % (ax, nd))


class _AxisError(ValueError, IndexError):
    pass


_AxisError.__name__ = "AxisError"


def _reduce(a, axis, keepdims, fn, acc_dtype=None):
    if isinstance(a, torch.Tensor):
        a = _from_tensor(a)
    a = _arr(a)
    t = a._t
    if acc_dtype is not None and t.dtype != acc_dtype:
        t = t.to(acc_dtype)
    axis = _red_axis(a, axis)
    if axis is None:
        r = fn(t, None)
        if keepdims:
            r = r.reshape((1,) * t.dim())
        return _out(r)
    r = fn(t, axis)
    if keepdims:
        r = r.unsqueeze(axis) if not isinstance(axis, tuple) else r.reshape(
            tuple(1 if (i in axis or i - t.dim() in axis) else s for i, s in enumerate(t.shape)))
    return _out(r)


def _sum_dtype(a, dtype):
    if dtype is not None:
        return _dt(dtype)._t
    d = _arr(a).dtype
    if d._kind in "bi" or d._kind == "u":
        return torch.int64
    return None


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None):
    if isinstance(a, torch.Tensor):
        return torch.sum(a, axis) if axis is not None else torch.sum(a)
    if not isinstance(a, ndarray) and isinstance(a, (list, tuple)) and a and isinstance(a[0], torch.Tensor):
        r = a[0]
        for x in a[1:]:
            r = r + x
        return r
    r = _reduce(a, axis, keepdims, lambda t, ax: t.sum() if ax is None else t.sum(ax), _sum_dtype(a, dtype))
    if initial is not None:
        r = r + initial
    return r


def prod(a, axis=None, dtype=None, keepdims=False):
    def f(t, ax):
        if ax is None:
            return t.prod()
        if isinstance(ax, tuple):
            for x in sorted([x % t.dim() for x in ax], reverse=True):
                t = t.prod(x)
            return t
        return t.prod(ax)
    return _reduce(a, axis, keepdims, f, _sum_dtype(a, dtype))


def mean(a, axis=None, dtype=None, out=None, keepdims=False):
    if isinstance(a, torch.Tensor):
        return torch.mean(a) if axis is None else torch.mean(a, axis)
    a = _arr(a)
    acc = torch.float64 if a.dtype._kind != "f" else None
    if dtype is not None:
        acc = _dt(dtype)._t
    if a.size == 0 and axis is None:
        return float64(nan)
    return _reduce(a, axis, keepdims, lambda t, ax: t.mean() if ax is None else t.mean(ax), acc)


def average(a, axis=None, weights=None, returned=False, keepdims=False):
    if weights is None:
        r = mean(a, axis, keepdims=keepdims)
        return (r, float64(_arr(a).size if axis is None else _arr(a).shape[axis])) if returned else r
    a = _arr(a)
    w = _arr(weights)
    if axis is None and a.shape != w.shape:
        raise TypeError("Axis must be specified when shapes of a and weights differ.")
    ta = a._t.to(torch.float64) if a.dtype._kind != "f" else a._t
    tw = w._t.to(ta.dtype)
    if axis is not None and w.ndim == 1 and a.ndim > 1:
        shape = [1] * a.ndim
        shape[axis] = -1
        tw = tw.reshape(shape)
    tw = tw.expand(ta.shape)
    scl = tw.sum() if axis is None else tw.sum(axis)
    r = (ta * tw).sum() if axis is None else (ta * tw).sum(axis)
    r = r / scl
    return (_out(r), _out(scl)) if returned else _out(r)


def median(a, axis=None, keepdims=False):
    a = _arr(a)
    t = a._t if a.dtype._kind == "f" else a._t.to(torch.float64)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    n = t.shape[axis]
    s = torch.sort(t, dim=axis)[0]
    if n % 2:
        r = s.narrow(axis, n // 2, 1).squeeze(axis)
    else:
        r = (s.narrow(axis, n // 2 - 1, 1).squeeze(axis) + s.narrow(axis, n // 2, 1).squeeze(axis)) / 2
    if keepdims:
        r = r.unsqueeze(axis)
    return _out(r)


def percentile(a, q, axis=None):
    a = _arr(a)
    t = a._t.to(torch.float64)
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    qq = _arr(q)._t.to(torch.float64) / 100.0
    return _out(torch.quantile(t, qq, dim=axis))


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    a = _arr(a)
    acc = torch.float64 if a.dtype._kind != "f" else None
    return _reduce(a, axis, keepdims,
                   lambda t, ax: torch.var(t, correction=ddof) if ax is None else torch.var(t, ax, correction=ddof),
                   acc)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    a = _arr(a)
    acc = torch.float64 if a.dtype._kind != "f" else None
    return _reduce(a, axis, keepdims,
                   lambda t, ax: torch.std(t, correction=ddof) if ax is None else torch.std(t, ax, correction=ddof),
                   acc)


def _empty_check(a, name):
    if _arr(a).size == 0:
        raise ValueError("zero-size array to reduction operation %s which has no identity" % name)


def amax(a, axis=None, out=None, keepdims=False):
    if isinstance(a, torch.Tensor):
        return torch.max(a) if axis is None else torch.max(a, axis)
    _empty_check(a, "maximum")

    def f(t, ax):
        if ax is None:
            return t.max()
        if isinstance(ax, tuple):
            return torch.amax(t, ax)
        return t.max(ax)[0]
    return _reduce(a, axis, keepdims, f)


def amin(a, axis=None, out=None, keepdims=False):
    if isinstance(a, torch.Tensor):
        return torch.min(a) if axis is None else torch.min(a, axis)
    _empty_check(a, "minimum")

    def f(t, ax):
        if ax is None:
            return t.min()
        if isinstance(ax, tuple):
            return torch.amin(t, ax)
        return t.min(ax)[0]
    return _reduce(a, axis, keepdims, f)


max = amax
min = amin


def ptp(a, axis=None):
    return amax(a, axis) - amin(a, axis)


def argmax(a, axis=None, out=None, keepdims=False):
    if isinstance(a, torch.Tensor):
        return torch.argmax(a) if axis is None else torch.argmax(a, axis)
    if _arr(a).size == 0:
        raise ValueError("attempt to get argmax of an empty sequence")
    return _reduce(a, axis, keepdims, lambda t, ax: torch.argmax(t) if ax is None else torch.argmax(t, ax))


def argmin(a, axis=None, out=None, keepdims=False):
    if isinstance(a, torch.Tensor):
        return torch.argmin(a) if axis is None else torch.argmin(a, axis)
    if _arr(a).size == 0:
        raise ValueError("attempt to get argmin of an empty sequence")
    return _reduce(a, axis, keepdims, lambda t, ax: torch.argmin(t) if ax is None else torch.argmin(t, ax))


def all(a, axis=None, keepdims=False):
    return _reduce(a, axis, keepdims,
                   lambda t, ax: torch.all(t.to(torch.bool)) if ax is None else torch.all(t.to(torch.bool), ax))


def any(a, axis=None, keepdims=False):
    return _reduce(a, axis, keepdims,
                   lambda t, ax: torch.any(t.to(torch.bool)) if ax is None else torch.any(t.to(torch.bool), ax))


def count_nonzero(a, axis=None):
    a = _arr(a)
    if axis is None:
        return int(torch.count_nonzero(a._t).item())
    return _out(torch.count_nonzero(a._t, axis))


def cumsum(a, axis=None, dtype=None):
    a = _arr(a)
    t = a._t
    acc = _sum_dtype(a, dtype)
    if acc is not None:
        t = t.to(acc)
    if axis is None:
        return _wrap(torch.cumsum(t.reshape(-1), 0))
    return _wrap(torch.cumsum(t, axis))


def cumprod(a, axis=None):
    a = _arr(a)
    t = a._t
    acc = _sum_dtype(a, None)
    if acc is not None:
        t = t.to(acc)
    if axis is None:
        return _wrap(torch.cumprod(t.reshape(-1), 0))
    return _wrap(torch.cumprod(t, axis))


def diff(a, n=1, axis=-1):
    a = _arr(a)
    t = a._t
    for _ in range(n):
        t = torch.diff(t, dim=axis)
    return _wrap(t)


def sort(a, axis=-1, kind=None):
    a = _arr(a)
    if axis is None:
        return _wrap(torch.sort(a._t.reshape(-1), stable=True)[0])
    return _wrap(torch.sort(a._t, dim=axis, stable=True)[0])


def argsort(a, axis=-1, kind=None):
    a = _arr(a)
    if axis is None:
        return _wrap(torch.sort(a._t.reshape(-1), stable=True)[1])
    return _wrap(torch.sort(a._t, dim=axis, stable=True)[1])


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None):
    a = _arr(ar)
    flat = a._t.reshape(-1)
    vals, order = torch.sort(flat, stable=True)
    if vals.numel() == 0:
        u = vals
        keep = torch.zeros(0, dtype=torch.bool)
    else:
        keep = torch.ones(vals.numel(), dtype=torch.bool)
        keep[1:] = vals[1:] != vals[:-1]
        u = vals[keep]
    res = [_wrap(u)]
    if return_index:
        res.append(_wrap(order[keep]))
    if return_inverse:
        inv = torch.cumsum(keep.to(torch.int64), 0) - 1
        out = torch.zeros(flat.numel(), dtype=torch.int64)
        out[order] = inv
        res.append(_wrap(out.reshape(a.shape) if a.ndim > 1 else out))
    if return_counts:
        idx = torch.nonzero(keep).reshape(-1).tolist() + [vals.numel()]
        res.append(_wrap(torch.tensor([idx[i + 1] - idx[i] for i in range(len(idx) - 1)], dtype=torch.int64)))
    return res[0] if len(res) == 1 else tuple(res)


def searchsorted(a, v, side="left"):
    a = _arr(a)
    vv = _arr(v)
    d = _result_dtype((a, vv))
    r = torch.searchsorted(a._t.to(d._t), vv._t.to(d._t).reshape(-1), right=(side == "right"))
    if vv.ndim == 0:
        return int64(r[0].item())
    return _wrap(r.reshape(vv.shape))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    d = _result_dtype((a, b))
    if d._kind != "f":
        d = _d_float64
    ta = _arr(a)._t.to(d._t)
    tb = _arr(b)._t.to(d._t)
    return _out(torch.isclose(ta, tb, rtol=rtol, atol=atol, equal_nan=equal_nan))


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _bi.bool(all(isclose(a, b, rtol, atol, equal_nan)))


def array_equal(a1, a2, equal_nan=False):
    a, b = _arr(a1), _arr(a2)
    if a.shape != b.shape:
        return False
    return _bi.bool(all(a == b))


def dot(a, b, out=None):
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        raise TypeError("nnscope's numpy.dot does not take tensors")
    a, b = _arr(a), _arr(b)
    if a.ndim == 0 or b.ndim == 0:
        return multiply(a, b)
    ka, kb = a.ndim - 1, (0 if b.ndim == 1 else b.ndim - 2)
    if a.shape[ka] != b.shape[kb]:
        raise ValueError("shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)"
                         % (_shs(a.shape), _shs(b.shape), a.shape[ka], ka, b.shape[kb], kb))
    if a.ndim <= 2 and b.ndim <= 2:
        return matmul(a, b)
    return _out(torch.tensordot(a._t.to(_result_dtype((a, b))._t), b._t.to(_result_dtype((a, b))._t),
                                dims=([a.ndim - 1], [b.ndim - 2])))


def matmul(a, b, out=None):
    a, b = _arr(a), _arr(b)
    d = _result_dtype((a, b))
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError("matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with "
                         "signature (n?,k),(k,m?)->(n?,m?) requires 1)" % (0 if a.ndim == 0 else 1))
    ka = a.shape[-1]
    kb = b.shape[0] if b.ndim == 1 else b.shape[-2]
    if ka != kb:
        raise ValueError("matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                         "(n?,k),(k,m?)->(n?,m?) (size %d is different from %d)" % (kb, ka))
    ta, tb = a._t.to(d._t), b._t.to(d._t)
    if d is _d_bool:
        return _out(torch.matmul(ta.to(torch.int64), tb.to(torch.int64)) != 0)
    return _out(torch.matmul(ta, tb))


def inner(a, b):
    a, b = _arr(a), _arr(b)
    if a.ndim == 1 and b.ndim == 1:
        return dot(a, b)
    return _out(torch.tensordot(a._t, b._t, dims=([a.ndim - 1], [b.ndim - 1])))


def outer(a, b):
    a, b = _arr(a).ravel(), _arr(b).ravel()
    return multiply(a.reshape(-1, 1), b.reshape(1, -1))


def tensordot(a, b, axes=2):
    a, b = _arr(a), _arr(b)
    d = _result_dtype((a, b))
    return _out(torch.tensordot(a._t.to(d._t), b._t.to(d._t), dims=axes))


def einsum(eq, *ops):
    arrs = [_arr(o) for o in ops]
    d = _result_dtype(arrs)
    return _out(torch.einsum(eq, *[x._t.to(d._t) for x in arrs]))


def trace(a):
    return _out(torch.trace(_arr(a)._t))


def isscalar(x):
    return isinstance(x, (int, float, complex, _bi.str, generic))


def iterable(x):
    try:
        iter(x)
        return True
    except TypeError:
        return False


def result_type(*args):
    return _result_dtype(args)


def promote_types(a, b):
    return _promote2(_dt(a), _dt(b))


def issubdtype(a, b):
    da = _dt(a) if not (isinstance(a, type) and a in (floating, integer, signedinteger, number)) else None
    if b is floating or b is inexact:
        return da is not None and da._kind == "f"
    if b is integer:
        return da is not None and da._kind in "iu"
    if b is signedinteger:
        return da is not None and da._kind == "i"
    if b is number or b is generic:
        return da is not None
    return da is _dt(b)


def can_cast(a, b, casting="safe"):
    return _promote2(_dt(a), _dt(b)) is _dt(b)
