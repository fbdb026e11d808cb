# numpy.linalg: norm, inv, det, solve, eig-free basics on float64 tensors (torch.linalg underneath).
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


def det(a):
    return _np._out(_torch.linalg.det(_f(a)))


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
