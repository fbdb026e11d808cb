# numpy.linalg: norm, inv, solve, svd, qr, ... on float64 tensors (torch.linalg underneath); det and
# slogdet from a small LU in LAPACK's order, as numpy computes them (sign * exp(log|det|)).
import collections as _collections
import math as _math
import numpy as _np
import torch as _torch

__all__ = ["norm", "inv", "det", "solve", "pinv", "matrix_rank", "svd", "qr", "cholesky", "LinAlgError"]


class LinAlgError(ValueError):
    pass


def _f(a):
    a = _np._arr(a)
    t = a._t
    if not t.dtype.is_floating_point:
        t = t.to(_torch.float64)
    return t


def norm(x, ord=None, axis=None, keepdims=False):
    t = _f(x)
    if axis is None and ord is None:
        return _np._out(_torch.sqrt((t * t).sum()))
    if ord is None:
        r = _torch.sqrt((t * t).sum(axis, keepdim=keepdims))
    else:
        r = _torch.linalg.norm(t, ord, dim=axis, keepdim=keepdims)
    return _np._out(r)


def inv(a):
    t = _f(a)
    if t.dim() >= 2 and abs(float(_torch.linalg.det(t))) == 0.0:
        raise LinAlgError("Singular matrix")
    return _np._out(_torch.linalg.inv(t))


def _lu_slogdet(m):
    """sign and log|det| of one square matrix (a list of rows) by LU with partial pivoting, in
    LAPACK dgetrf2's order for small matrices (multipliers scaled by the pivot's reciprocal)."""
    n = len(m)
    a = [row[:] for row in m]
    sign = 1.0
    logdet = 0.0
    for k in range(n):
        p = k
        for i in range(k + 1, n):
            if abs(a[i][k]) > abs(a[p][k]):
                p = i
        if a[p][k] == 0.0:
            return 0.0, float("-inf")
        if p != k:
            a[k], a[p] = a[p], a[k]
            sign = -sign
        r = 1.0 / a[k][k]
        for i in range(k + 1, n):
            a[i][k] *= r
        for i in range(k + 1, n):
            l = a[i][k]
            for j in range(k + 1, n):
                a[i][j] -= l * a[k][j]
    for k in range(n):
        d = a[k][k]
        if d < 0:
            sign = -sign
        logdet += _math.log(abs(d))
    return sign, logdet


SlogdetResult = _collections.namedtuple("SlogdetResult", ["sign", "logabsdet"])


def slogdet(a):
    t = _f(a).to(_torch.float64)
    s, l = _lu_slogdet(t.tolist())
    return SlogdetResult(_np.float64(s), _np.float64(l))


def det(a):
    """numpy's det: sign * exp(log|det|) from the LU factors (umath_linalg's det)."""
    arr = _np._arr(a)
    t = _f(a)
    if t.dim() != 2:
        return _np._out(_torch.linalg.det(t))
    s, l = _lu_slogdet(t.to(_torch.float64).tolist())
    r = s * _math.exp(l) if s != 0.0 else 0.0
    return _np._scalar(_np._BY_TORCH[t.dtype], r) if arr.dtype._kind == "f" else _np.float64(r)


def solve(a, b):
    return _np._out(_torch.linalg.solve(_f(a), _f(b)))


def pinv(a):
    return _np._out(_torch.linalg.pinv(_f(a)))


def matrix_rank(a):
    return _np._out(_torch.linalg.matrix_rank(_f(a)))


def svd(a, full_matrices=True, compute_uv=True):
    r = _torch.linalg.svd(_f(a), full_matrices=full_matrices)
    if not compute_uv:
        return _np._out(r[1])
    return tuple(_np._out(x) for x in r)


def qr(a):
    return tuple(_np._out(x) for x in _torch.linalg.qr(_f(a)))


def cholesky(a):
    return _np._out(_torch.linalg.cholesky(_f(a)))
