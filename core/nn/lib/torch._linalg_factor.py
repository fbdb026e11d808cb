"""torch.linalg.cholesky / cholesky_ex / matrix_exp / lu_factor / lu_factor_ex / lu and their old torch.*
names (torch.cholesky, torch.matrix_exp, torch.lu, torch.lu_unpack), over native tensor ops.

Each factorisation runs column by column on recorded ops and is fused under PyTorch's node
(LinalgCholeskyExBackward0, LinalgLuFactorExBackward0, ...), so the gradient is the composite's.
LAPACK sums in its own (blocked) order: values agree to rounding, not always to the last bit.
Reached through torch._lazy (torch.linalg and torch module __getattr__).
"""
import math

import torch
from torch._fns import _warn_once, _warned as _fns_warned
from torch.nn._functional_py import _fused
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = ["cholesky", "cholesky_ex", "torch_cholesky", "matrix_exp", "lu_factor", "lu_factor_ex", "lu",
           "torch_lu", "lu_unpack"]


def return_type(name, fields):
    """A torch.return_types.<name> class: a tuple with named fields and PyTorch's repr."""
    def field(i):
        return property(lambda self: self[i])

    def rep(self):
        body = ",\n".join(f"{f}={v!r}" for f, v in zip(fields, self))
        return f"torch.return_types.{name}(\n{body})"

    ns = {f: field(i) for i, f in enumerate(fields)}
    ns.update({"__repr__": rep, "n_fields": len(fields), "n_sequence_fields": len(fields), "n_unnamed_fields": 0,
               "__module__": "torch.return_types"})
    cls = type(name, (tuple,), ns)
    return lambda *values: tuple.__new__(cls, values)


_cholesky_ex_result = return_type("linalg_cholesky_ex", ("L", "info"))
_lu_factor_result = return_type("linalg_lu_factor", ("LU", "pivots"))
_lu_factor_ex_result = return_type("linalg_lu_factor_ex", ("LU", "pivots", "info"))
_lu_with_info_result = return_type("_lu_with_info", ("LU", "pivots", "info"))
_lu_unpack_result = return_type("lu_unpack", ("P", "L", "U"))
_linalg_lu_result = return_type("linalg_lu", ("P", "L", "U"))

_NAMES = {torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char", torch.uint8: "Byte",
          torch.bool: "Bool"}


def _check_square(fname, A, square=True):
    if A.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor A must have at least 2 dimensions.")
    if square and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{fname}: A must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")
    if not (A.dtype.is_floating_point or A.dtype.is_complex):
        raise RuntimeError(f"{fname}: Expected a floating point or complex tensor as input. Got "
                           f"{_NAMES.get(A.dtype, str(A.dtype))}")


def _batches(A):
    """The matrices of A (..., m, n) as a flat list, and the batch shape."""
    batch = list(A.shape[:-2])
    flat = A.reshape(math.prod(batch), A.shape[-2], A.shape[-1])
    return [flat[i] for i in range(flat.shape[0])], batch


def _unbatch(mats, batch, m, n, like):
    if not mats:
        return torch.zeros(batch + [m, n], dtype=like.dtype)
    return torch.stack(mats).reshape(batch + [m, n])


# ---------------------------------------------------------------- Cholesky

def _chol_one(a):
    """(L, info) of one n x n matrix, lower; info = order of the first leading minor that is not positive
    definite (0: none). On failure L holds LAPACK's partial result: the columns done, the failing
    diagonal entry as computed, and the rest of a's lower triangle."""
    n = a.shape[-1]
    cols = []
    for j in range(n):
        if j:
            lp = torch.stack(cols, 1)
            rj = lp[j]
            d = a[j, j] - rj.dot(rj)
            below = a[j + 1:, j] - lp[j + 1:].mv(rj)
        else:
            d = a[0, 0]
            below = a[1:, 0]
        if not float(d) > 0:
            rest = [torch.cat([a.new_zeros(j), d.view(1), a[j + 1:, j]])]
            rest += [torch.cat([a.new_zeros(k), a[k:, k]]) for k in range(j + 1, n)]
            return torch.stack(cols + rest, 1), j + 1
        ljj = d.sqrt()
        cols.append(torch.cat([a.new_zeros(j), ljj.view(1), below / ljj]))
    if not cols:
        return a.clone(), 0
    return torch.stack(cols, 1), 0


def _chol(fname, A, upper):
    _check_square(fname, A)
    mats, batch = _batches(A)
    outs, infos = [], []
    for a in mats:
        l, info = _chol_one(a)
        outs.append(l)
        infos.append(info)
    L = _unbatch(outs, batch, A.shape[-1], A.shape[-1], A)
    if upper:
        L = L.mH
    return L, torch.tensor(infos, dtype=torch.int32).reshape(batch)


def _chol_error(fname, info):
    flat = info.reshape(-1).tolist()
    for i, v in enumerate(flat):
        if v:
            where = f"(Batch element {i}): " if info.dim() else ""
            raise torch.linalg.LinAlgError(f"{fname}: {where}The factorization could not be completed because the "
                                           f"input is not positive-definite (the leading minor of order {v} is not "
                                           "positive-definite).")


def cholesky(A, *, upper=False, out=None):
    L, info = _chol("linalg.cholesky", A, upper)
    _chol_error("linalg.cholesky", info)
    return _fused("LinalgCholeskyExBackward0", (A,), L)


def cholesky_ex(A, *, upper=False, check_errors=False, out=None):
    L, info = _chol("linalg.cholesky", A, upper)
    if check_errors:
        _chol_error("linalg.cholesky_ex", info)
    return _cholesky_ex_result(_fused("LinalgCholeskyExBackward0", (A,), L), info)


_CHOLESKY_DEPRECATED = (
    "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch "
    "release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\n"
    "U = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH\n"
    "This transform will produce equivalent results for all valid (symmetric positive definite) inputs. "
    "(Triggered internally at ./aten/src/ATen/native/BatchLinearAlgebra.cpp:1754.)")
def torch_cholesky(input, upper=False, *, out=None):
    _warn_once("cholesky", _CHOLESKY_DEPRECATED)
    L, info = _chol("cholesky", input, upper)
    _chol_error("cholesky", info)
    return _fused("CholeskyBackward0", (input,), L)


# ---------------------------------------------------------------- matrix exponential

def _norm1(a):
    return float(a.detach().abs().sum(-2).amax()) if a.numel() else 0.0


def matrix_exp(A):
    """exp(A) by scaling and squaring of a degree-18 Taylor polynomial (Horner form), in double for the
    narrower float types so the result is the correctly rounded one to float32 print precision."""
    _check_square("linalg.matrix_exp", A)
    n = A.shape[-1]
    if n == 1:
        return _fused("LinalgMatrixExpBackward0", (A,), A.exp())
    W = A.to(torch.float64) if A.dtype in (torch.float32, torch.float16, torch.bfloat16) else A
    nrm = _norm1(W)
    s = max(0, int(math.ceil(math.log2(nrm))) + 1) if nrm > 0.5 else 0
    X = W / (2.0 ** s) if s else W
    eye = torch.eye(n, dtype=W.dtype).expand(W.shape)
    r = eye + X / 18.0
    for k in range(17, 0, -1):
        r = eye + torch.matmul(X, r) / float(k)
    for _ in range(s):
        r = torch.matmul(r, r)
    return _fused("LinalgMatrixExpBackward0", (A,), r.to(A.dtype))


# ---------------------------------------------------------------- LU with partial pivoting

def _lu_one(a):
    """(LU, pivots, info) of one m x n matrix, as LAPACK's getrf: 1-based pivots, multipliers scaled by
    the pivot's reciprocal, info = first zero pivot (1-based, 0: none)."""
    m, n = a.shape
    rows = [a[i] for i in range(m)]
    pivots = []
    info = 0
    for k in range(min(m, n)):
        col = [abs(float(rows[i][k])) for i in range(k, m)]
        p = k + max(range(len(col)), key=lambda i: (col[i], -i))
        pivots.append(p + 1)
        piv = float(rows[p][k])
        if piv == 0:
            if info == 0:
                info = k + 1
            continue
        rows[k], rows[p] = rows[p], rows[k]
        inv = 1.0 / rows[k][k]
        for i in range(k + 1, m):
            l = rows[i][k] * inv
            rows[i] = torch.cat([rows[i][:k], l.view(1), rows[i][k + 1:] - l * rows[k][k + 1:]])
    return (torch.stack(rows) if rows else a.clone()), pivots, info


def _lu_all(fname, A, pivot):
    if A.dim() >= 2 and not (A.dtype.is_floating_point or A.dtype.is_complex):
        raise RuntimeError(f"\"lu_cpu\" not implemented for '{_NAMES.get(A.dtype, str(A.dtype))}'")
    if A.dim() < 2:
        raise RuntimeError("torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: "
                           f"[{', '.join(str(d) for d in A.shape)}] instead")
    _check_square(fname, A, square=False)
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    mats, batch = _batches(A)
    outs, pivs, infos = [], [], []
    for a in mats:
        lu_, p, info = _lu_one(a)
        outs.append(lu_)
        pivs.append(p)
        infos.append(info)
    k = min(A.shape[-2], A.shape[-1])
    LU = _fused("LinalgLuFactorExBackward0", (A,), _unbatch(outs, batch, A.shape[-2], A.shape[-1], A))
    piv = torch.tensor(pivs, dtype=torch.int32).reshape(batch + [k])
    return LU, piv, torch.tensor(infos, dtype=torch.int32).reshape(batch)


def lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):
    LU, piv, info = _lu_all("torch.linalg.lu_factor_ex", A, pivot)
    return _lu_factor_ex_result(LU, piv, info)


def lu_factor(A, *, pivot=True, out=None):
    LU, piv, info = _lu_all("torch.linalg.lu_factor", A, pivot)
    _lu_error(info)
    return _lu_factor_result(LU, piv)


def _lu_error(info):
    for i, v in enumerate(info.reshape(-1).tolist()):
        if v:
            where = f"(Batch element {i}): " if info.dim() else ""
            raise RuntimeError(f"torch.linalg.lu_factor: {where}U[{v},{v}] is zero and using it on lu_solve would "
                               "result in a division by zero. If you still want to perform the factorization, "
                               "consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)")


_LU_DEPRECATED = (
    "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be removed in "
    "a future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be replaced with\n"
    "LU, pivots = torch.linalg.lu_factor(A, compute_pivots)\nand\n"
    "LU, pivots, info = torch.lu(A, compute_pivots, get_infos=True)\nshould be replaced with\n"
    "LU, pivots, info = torch.linalg.lu_factor_ex(A, compute_pivots) (Triggered internally at "
    "./aten/src/ATen/native/BatchLinearAlgebra.cpp:2053.)")


def torch_lu(A, pivot=True, get_infos=False, out=None):
    if "lu" not in _fns_warned:
        _fns_warned.add("lu")
        _warn_from(_LU_DEPRECATED, _torch_site(
            "functional.py", 2140, "return torch._lu_with_info(A, pivot=pivot, check_errors=(not get_infos))"))
    LU, piv, info = _lu_all("torch.lu", A, pivot)
    if not get_infos:
        _lu_error(info)
    if get_infos:
        return _lu_with_info_result(LU, piv, info)
    return LU, piv


def _unpack(LU, pivots, unpack_data=True, unpack_pivots=True):
    m, n = LU.shape[-2], LU.shape[-1]
    k = min(m, n)
    L = U = P = None
    if unpack_data:
        L = LU[..., :, :k].tril(-1) + torch.eye(m, k, dtype=LU.dtype)
        U = LU[..., :k, :].triu()
    if unpack_pivots:
        batch = list(LU.shape[:-2])
        flat = pivots.reshape(-1, pivots.shape[-1]).tolist() if pivots.numel() else [[]] * max(1, math.prod(batch))
        mats = []
        for pv in flat:
            perm = list(range(m))
            for i, p in enumerate(pv):
                perm[i], perm[p - 1] = perm[p - 1], perm[i]
            P = torch.zeros(m, m, dtype=LU.dtype)
            for i, r in enumerate(perm):
                P[r, i] = 1
            mats.append(P)
        P = torch.stack(mats).reshape(batch + [m, m])
    return P, L, U


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None):
    P, L, U = _unpack(LU_data, LU_pivots, unpack_data, unpack_pivots)
    if unpack_data:
        L, U = _fused("LuUnpackBackward0", (LU_data,), (L, U))
    e = torch.empty(0, dtype=LU_data.dtype)
    return _lu_unpack_result(P if P is not None else e, L if L is not None else e, U if U is not None else e)


def lu(A, *, pivot=True, out=None):
    LU, piv, _ = _lu_all("linalg.lu", A, pivot)
    P, L, U = _unpack(LU, piv)
    L, U = _fused("LinalgLuBackward0", (A,), (L, U))
    return _linalg_lu_result(P, L, U)
