"""torch.linalg.eig / eigvals / eigh / eigvalsh / svd / svdvals / pinv / matrix_rank / cond and the old
torch.svd / torch.pinverse, computed in float64 Python arithmetic on each matrix (no autograd).

eig reduces to Hessenberg form and runs the Francis double-shift QR iteration, deflating 1x1 and 2x2
blocks from the bottom; a 2x2 block's pair is standardised as LAPACK's dlanv2 does (a real pair in
its order, a complex pair with the positive imaginary part first), so the eigenvalues come in LAPACK's
order for the usual small matrices. Eigenvectors (inverse iteration) have norm 1 with their largest
component real. eigh and svd use cyclic Jacobi rotations; eigenvalues ascend, singular values descend.
Eigen- and singular vectors are unique only up to sign (phase), which may differ from LAPACK's.
Reached through torch._lazy."""
import cmath
import math

import torch
from torch._linalg_factor import return_type, _check_square, _batches

__all__ = ["eig", "eigvals", "eigh", "eigvalsh", "svd", "svdvals", "pinv", "matrix_rank", "cond", "torch_svd",
           "pinverse"]

_eig_result = return_type("linalg_eig", ("eigenvalues", "eigenvectors"))
_eigh_result = return_type("linalg_eigh", ("eigenvalues", "eigenvectors"))
_svd_result = return_type("linalg_svd", ("U", "S", "Vh"))
_old_svd_result = return_type("svd", ("U", "S", "V"))
_EPS = {torch.float32: 1.1920928955078125e-07, torch.float64: 2.220446049250313e-16}


def _cdtype(dt):
    return torch.complex128 if dt == torch.float64 else torch.complex64


def _rdtype(dt):
    return dt if dt in (torch.float32, torch.float64) else torch.float32


def _dlanv2(a, b, c, d):
    """The eigenvalues of [[a, b], [c, d]] in dlanv2's order."""
    if c == 0:
        return a, d
    if b == 0:
        return d, a
    p = 0.5 * (a - d)
    bcmax = max(abs(b), abs(c))
    bcmis = min(abs(b), abs(c)) * math.copysign(1, b) * math.copysign(1, c)
    scale = max(abs(p), bcmax)
    z = p / scale * p + bcmax / scale * bcmis
    if z >= 0:
        z = p + math.copysign(math.sqrt(scale) * math.sqrt(z), p)
        return d + z, d - bcmax / z * bcmis
    re = 0.5 * (a + d)
    disc = (a - d) * (a - d) + 4 * b * c
    im = 0.5 * math.sqrt(-disc)
    return complex(re, im), complex(re, -im)


def _hessenberg(h, n):
    for k in range(1, n - 1):
        piv = max(range(k, n), key=lambda i: abs(h[i][k - 1]))
        if h[piv][k - 1] == 0:
            continue
        if piv != k:
            h[piv], h[k] = h[k], h[piv]
            for row in h:
                row[piv], row[k] = row[k], row[piv]
        for i in range(k + 1, n):
            f = h[i][k - 1] / h[k][k - 1]
            if f != 0:
                for j in range(n):
                    h[i][j] -= f * h[k][j]
                for j in range(n):
                    h[j][k] += f * h[j][i]


def _eigvals_one(a):
    """Eigenvalues of a real square matrix (list of rows), LAPACK-ordered (see the module comment)."""
    n = len(a)
    h = [list(map(float, r)) for r in a]
    _hessenberg(h, n)
    w = [0j] * n
    nn = n - 1
    t = 0.0
    its = 0
    anorm = sum(abs(h[i][j]) for i in range(n) for j in range(max(i - 1, 0), n)) or 1.0
    while nn >= 0:
        its_here = 0
        while True:
            l = nn
            while l >= 1:
                s = abs(h[l - 1][l - 1]) + abs(h[l][l]) or anorm
                if abs(h[l][l - 1]) <= 2.220446049250313e-16 * s:
                    h[l][l - 1] = 0.0
                    break
                l -= 1
            x = h[nn][nn]
            if l == nn:
                w[nn] = complex(x + t)
                nn -= 1
                break
            y = h[nn - 1][nn - 1]
            if l == nn - 1:
                r1, r2 = _dlanv2(y, h[nn - 1][nn], h[nn][nn - 1], x)
                w[nn - 1] = complex(r1) + t
                w[nn] = complex(r2) + t
                nn -= 2
                break
            if its_here >= 60:
                raise RuntimeError("linalg.eig: The algorithm failed to converge because the input matrix is "
                                   "ill-conditioned or has too many repeated eigenvalues")
            ww = h[nn][nn - 1] * h[nn - 1][nn]
            if its_here in (10, 20):
                t += x
                for i in range(nn + 1):
                    h[i][i] -= x
                s = abs(h[nn][nn - 1]) + abs(h[nn - 1][nn - 2])
                x = y = 0.75 * s
                ww = -0.4375 * s * s
            its_here += 1
            m = nn - 2
            while m >= l:
                z = h[m][m]
                r = x - z
                s = y - z
                p = (r * s - ww) / h[m + 1][m] + h[m][m + 1]
                q = h[m + 1][m + 1] - z - r - s
                r = h[m + 2][m + 1]
                s = abs(p) + abs(q) + abs(r)
                p, q, r = p / s, q / s, r / s
                if m == l:
                    break
                u = abs(h[m][m - 1]) * (abs(q) + abs(r))
                v = abs(p) * (abs(h[m - 1][m - 1]) + abs(z) + abs(h[m + 1][m + 1]))
                if u <= 2.220446049250313e-16 * v:
                    break
                m -= 1
            for i in range(m + 2, nn + 1):
                h[i][i - 2] = 0.0
                if i != m + 2:
                    h[i][i - 3] = 0.0
            k = m
            while k <= nn - 1:
                if k != m:
                    p = h[k][k - 1]
                    q = h[k + 1][k - 1]
                    r = h[k + 2][k - 1] if k != nn - 1 else 0.0
                    x = abs(p) + abs(q) + abs(r)
                    if x != 0:
                        p, q, r = p / x, q / x, r / x
                s = math.copysign(math.sqrt(p * p + q * q + r * r), p)
                if s != 0:
                    if k == m:
                        if l != m:
                            h[k][k - 1] = -h[k][k - 1]
                    else:
                        h[k][k - 1] = -s * x
                    p += s
                    x = p / s
                    y = q / s
                    z = r / s
                    q /= p
                    r /= p
                    for j in range(k, nn + 1):
                        p = h[k][j] + q * h[k + 1][j]
                        if k != nn - 1:
                            p += r * h[k + 2][j]
                            h[k + 2][j] -= p * z
                        h[k + 1][j] -= p * y
                        h[k][j] -= p * x
                    mmin = nn if nn < k + 3 else k + 3
                    for i in range(l, mmin + 1):
                        p = x * h[i][k] + y * h[i][k + 1]
                        if k != nn - 1:
                            p += z * h[i][k + 2]
                            h[i][k + 2] -= p * r
                        h[i][k + 1] -= p * q
                        h[i][k] -= p
                k += 1
        its += 1
    return w


def _solve_c(m, b):
    """Gaussian elimination with partial pivoting on complex rows; a singular pivot is nudged."""
    n = len(m)
    a = [list(r) + [b[i]] for i, r in enumerate(m)]
    for k in range(n):
        piv = max(range(k, n), key=lambda i: abs(a[i][k]))
        a[k], a[piv] = a[piv], a[k]
        if abs(a[k][k]) < 1e-300:
            a[k][k] = 1e-300
        for i in range(k + 1, n):
            f = a[i][k] / a[k][k]
            if f != 0:
                for j in range(k, n + 1):
                    a[i][j] -= f * a[k][j]
    x = [0j] * n
    for i in range(n - 1, -1, -1):
        x[i] = (a[i][n] - sum(a[i][j] * x[j] for j in range(i + 1, n))) / a[i][i]
    return x


def _eigvec(a, lam):
    n = len(a)
    scale = max(1.0, max(abs(v) for r in a for v in r))
    shift = lam + complex(scale * 1e-10, 0)
    m = [[complex(a[i][j]) - (shift if i == j else 0) for j in range(n)] for i in range(n)]
    v = [complex(1.0, 0)] * n
    for _ in range(3):
        v = _solve_c(m, v)
        nrm = math.sqrt(sum(abs(z) ** 2 for z in v)) or 1.0
        v = [z / nrm for z in v]
    big = max(range(n), key=lambda i: abs(v[i]))
    ph = abs(v[big]) / v[big] if v[big] != 0 else 1
    v = [z * ph for z in v]
    v = [complex(0.0 if abs(z.real) < 1e-12 else z.real, 0.0 if abs(z.imag) < 1e-12 else z.imag) for z in v]
    if all(abs(z.imag) < 1e-12 for z in v) and abs(lam.imag) == 0:
        v = [complex(z.real, 0.0) for z in v]
    return v


def _as_complex(vals, dt, shape):
    re = torch.tensor([z.real for z in vals], dtype=_rdtype(dt))
    im = torch.tensor([z.imag for z in vals], dtype=_rdtype(dt))
    return torch.complex(re, im).reshape(shape)


def _eig_all(fname, A, vectors):
    _check_square(fname, A)
    if A.dtype.is_complex:
        raise NotImplementedError(f"{fname}: complex input is not supported by nnscope")
    mats, batch = _batches(A.detach())
    n = A.shape[-1]
    vals, vecs = [], []
    for m in mats:
        rows = m.double().tolist()
        w = _eigvals_one(rows) if n else []
        vals.extend(w)
        if vectors:
            cols = [_eigvec(rows, lam) for lam in w]
            vecs.extend(cols[j][i] for i in range(n) for j in range(n))
    ev = _as_complex(vals, A.dtype, batch + [n])
    if not vectors:
        return ev
    return ev, _as_complex(vecs, A.dtype, batch + [n, n])


def eig(A, *, out=None):
    return _eig_result(*_eig_all("linalg.eig", A, True))


def eigvals(A, *, out=None):
    return _eig_all("linalg.eigvals", A, False)


def _jacobi_sym(a, n, vectors):
    """Eigen-decomposition of a symmetric matrix by cyclic Jacobi: (values, vector columns)."""
    a = [list(r) for r in a]
    v = [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]
    for _ in range(100):
        off = sum(a[i][j] ** 2 for i in range(n) for j in range(n) if i != j)
        if off < 1e-30 * (sum(a[i][i] ** 2 for i in range(n)) or 1.0):
            break
        for p in range(n - 1):
            for q in range(p + 1, n):
                if a[p][q] == 0:
                    continue
                theta = (a[q][q] - a[p][p]) / (2 * a[p][q])
                t = math.copysign(1.0, theta) / (abs(theta) + math.sqrt(theta * theta + 1))
                c = 1 / math.sqrt(t * t + 1)
                s = t * c
                for k in range(n):
                    akp, akq = a[k][p], a[k][q]
                    a[k][p], a[k][q] = c * akp - s * akq, s * akp + c * akq
                for k in range(n):
                    apk, aqk = a[p][k], a[q][k]
                    a[p][k], a[q][k] = c * apk - s * aqk, s * apk + c * aqk
                for k in range(n):
                    vkp, vkq = v[k][p], v[k][q]
                    v[k][p], v[k][q] = c * vkp - s * vkq, s * vkp + c * vkq
    order = sorted(range(n), key=lambda i: a[i][i])
    return [a[i][i] for i in order], [[v[k][i] for i in order] for k in range(n)]


def _eigh_all(fname, A, UPLO, vectors):
    _check_square(fname, A)
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    mats, batch = _batches(A.detach())
    n = A.shape[-1]
    dt = _rdtype(A.dtype)
    vals, vecs = [], []
    for m in mats:
        r = m.double().tolist()
        sym = [[(r[i][j] if (i >= j) == (UPLO == "L") else r[j][i]) for j in range(n)] for i in range(n)]
        w, v = _jacobi_sym(sym, n, vectors)
        vals.append(w)
        vecs.append(v)
    ev = torch.tensor(vals, dtype=dt).reshape(batch + [n])
    if not vectors:
        return ev
    return ev, torch.tensor(vecs, dtype=dt).reshape(batch + [n, n])


def eigh(A, UPLO="L", *, out=None):
    return _eigh_result(*_eigh_all("linalg.eigh", A, UPLO, True))


def eigvalsh(A, UPLO="L", *, out=None):
    return _eigh_all("linalg.eigvalsh", A, UPLO, False)


def _svd_one(rows, m, n, full):
    """One-sided Jacobi on the columns: (U m x k, S k, Vh k x n) with k = min(m, n), or full bases."""
    tall = m >= n
    a = rows if tall else [list(c) for c in zip(*rows)]
    r, c = (m, n) if tall else (n, m)
    u = [list(row) for row in a]
    v = [[1.0 if i == j else 0.0 for j in range(c)] for i in range(c)]
    for _ in range(60):
        rot = False
        for p in range(c - 1):
            for q in range(p + 1, c):
                alpha = sum(u[k][p] ** 2 for k in range(r))
                beta = sum(u[k][q] ** 2 for k in range(r))
                gamma = sum(u[k][p] * u[k][q] for k in range(r))
                if abs(gamma) <= 1e-15 * math.sqrt(alpha * beta) or gamma == 0:
                    continue
                rot = True
                zeta = (beta - alpha) / (2 * gamma)
                t = math.copysign(1.0, zeta) / (abs(zeta) + math.sqrt(1 + zeta * zeta))
                cs = 1 / math.sqrt(1 + t * t)
                sn = cs * t
                for k in range(r):
                    up, uq = u[k][p], u[k][q]
                    u[k][p], u[k][q] = cs * up - sn * uq, sn * up + cs * uq
                for k in range(c):
                    vp, vq = v[k][p], v[k][q]
                    v[k][p], v[k][q] = cs * vp - sn * vq, sn * vp + cs * vq
        if not rot:
            break
    s = [math.sqrt(sum(u[k][j] ** 2 for k in range(r))) for j in range(c)]
    order = sorted(range(c), key=lambda j: -s[j])
    s = [s[j] for j in order]
    uu = [[(u[k][j] / s[i] if s[i] > 0 else 0.0) for i, j in enumerate(order)] for k in range(r)]
    vv = [[v[k][j] for j in order] for k in range(c)]
    uu = _complete(uu, r, c) if full else uu
    if tall:
        return uu, s, [list(x) for x in zip(*vv)]
    vt = _complete(uu, r, c) if full else uu
    return vv, s, [list(x) for x in zip(*vt)]


def _complete(q, r, c):
    """Extend the r x c orthonormal columns q to an r x r orthonormal basis (Gram-Schmidt on e_i)."""
    cols = [[q[k][j] for k in range(r)] for j in range(c)]
    for i in range(r):
        if len(cols) == r:
            break
        e = [1.0 if k == i else 0.0 for k in range(r)]
        for col in cols:
            d = sum(a * b for a, b in zip(e, col))
            e = [a - d * b for a, b in zip(e, col)]
        nrm = math.sqrt(sum(a * a for a in e))
        if nrm > 1e-10:
            cols.append([a / nrm for a in e])
    return [[cols[j][k] for j in range(r)] for k in range(r)]


def _svd_all(A, full, want_uv):
    if A.dim() < 2:
        raise RuntimeError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    mats, batch = _batches(A.detach())
    m, n = A.shape[-2], A.shape[-1]
    dt = _rdtype(A.dtype)
    us, ss, vs = [], [], []
    for mat in mats:
        u, s, vh = _svd_one(mat.double().tolist(), m, n, full)
        us.append(u)
        ss.append(s)
        vs.append(vh)
    k = min(m, n)
    S = torch.tensor(ss, dtype=dt).reshape(batch + [k])
    if not want_uv:
        return S
    ur = m if full else k
    vr = n if full else k
    U = torch.tensor(us, dtype=dt).reshape(batch + [m, ur])
    Vh = torch.tensor(vs, dtype=dt).reshape(batch + [vr, n])
    return U, S, Vh


def svd(A, full_matrices=True, *, driver=None, out=None):
    return _svd_result(*_svd_all(A, full_matrices, True))


def svdvals(A, *, driver=None, out=None):
    return _svd_all(A, False, False)


def torch_svd(input, some=True, compute_uv=True, *, out=None):
    U, S, Vh = _svd_all(input, not some, True)
    V = Vh.mT
    if not compute_uv:
        U, V = torch.zeros_like(U), torch.zeros_like(V)
    return _old_svd_result(U, S, V)


def pinv(A, *, atol=None, rtol=None, hermitian=False, out=None):
    U, S, Vh = _svd_all(A, False, True)
    m, n = A.shape[-2], A.shape[-1]
    smax = S.amax(-1, keepdim=True) if S.numel() else S
    if rtol is None:
        rtol = 0.0 if atol is not None else _EPS.get(S.dtype, 1.1920928955078125e-07) * max(m, n)
    tol = torch.clamp(smax * rtol, min=atol or 0.0)
    inv = torch.where(S > tol, 1.0 / S, torch.zeros_like(S))
    return (Vh.mT * inv.unsqueeze(-2)) @ U.mT


def pinverse(input, rcond=1e-15):
    return pinv(input, rtol=rcond)


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, out=None, tol=None):
    S = _svd_all(A, False, False)
    m, n = A.shape[-2], A.shape[-1]
    smax = S.amax(-1, keepdim=True)
    if tol is not None:
        atol, rtol = tol, 0.0
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else _EPS.get(S.dtype, 1.1920928955078125e-07) * max(m, n)
    thr = torch.clamp(smax * rtol, min=atol or 0.0)
    return (S > thr).sum(-1)


def cond(A, p=None, *, out=None):
    if p is None or p == 2 or p == -2:
        S = _svd_all(A, False, False)
        r = S[..., 0] / S[..., -1] if p != -2 else S[..., -1] / S[..., 0]
        return r
    return torch.linalg.matrix_norm(A, p) * torch.linalg.matrix_norm(torch.linalg.inv(A), p)
