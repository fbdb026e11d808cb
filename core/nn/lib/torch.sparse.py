"""torch.sparse for nnscope: sparse COO tensors as graph networks use them.

A COO tensor is an instance of a torch.Tensor subclass (shown as
torch.Tensor) whose strided storage holds its dense values, so that dense
operations taking it (dense + sparse, sums, comparisons) see the numbers
they see in PyTorch; the COO parts (indices, values, whether coalesced) are
kept beside it. Products sparse @ dense run the native kernel
torch._sparse_coo_mm in PyTorch's CPU order (core/tensor/ts_sparse.c), with
the gradient to the dense operand. Printing follows torch/_tensor_str.py's
sparse branch. Not reproduced: gradients of the values, hybrid (dense_dim)
tensors, sparse results of sparse operations other than those below.
"""
import torch

__all__ = ["mm", "FloatTensor", "DoubleTensor", "LongTensor"]

_UNCOALESCED = "Cannot get {} on an uncoalesced tensor, please call .coalesce() first"


def _ravel(indices, shape):
    """Row-major linear index of each column of a (ndim, nnz) index list."""
    lin = []
    for k in range(len(indices[0]) if indices else 0):
        v = 0
        for d in range(len(shape)):
            v = v * shape[d] + indices[d][k]
        lin.append(v)
    return lin


def _dense_of(indices, values, shape):
    """The strided tensor of coalesced COO parts."""
    dense = torch.zeros(shape, dtype=values.dtype)
    if values.shape[0]:
        lin = torch.tensor(_ravel(indices.tolist(), list(shape)), dtype=torch.int64)
        dense.view(-1)[lin] = values.detach()
    return dense


def _make(indices, values, shape, coalesced):
    """A COO tensor from its parts (indices int64 (ndim, nnz), values (nnz,))."""
    if coalesced:
        dense = _dense_of(indices, values, shape)
    else:
        ci, cv = _coalesce_parts(indices, values, shape)
        dense = _dense_of(ci, cv, shape)
    t = Tensor(dense)
    t._coo_indices = indices
    t._coo_values = values
    t._coo_coalesced = coalesced
    return t


def _coalesce_parts(indices, values, shape):
    """Indices sorted row-major with duplicates summed in their order."""
    idx = indices.tolist()
    lin = _ravel(idx, list(shape))
    order = sorted(range(len(lin)), key=lambda k: lin[k])
    uniq, slot = [], []
    for k in order:
        if not uniq or lin[uniq[-1]] != lin[k]:
            uniq.append(k)
        slot.append(len(uniq) - 1)
    ndim = len(shape)
    new_idx = torch.tensor([[idx[d][k] for k in uniq] for d in range(ndim)], dtype=torch.int64).reshape(ndim, len(uniq))
    v = values.detach()
    if len(uniq) == len(order):
        new_vals = v[torch.tensor(order, dtype=torch.int64)] if order else v.clone()
    else:
        new_vals = torch.zeros(len(uniq), dtype=v.dtype)
        new_vals.index_add_(0, torch.tensor(slot, dtype=torch.int64), v[torch.tensor(order, dtype=torch.int64)])
    return new_idx, new_vals


def _tensor_body(t, indent):
    """_tensor_str(t, indent): the repr of t printed after `indent` columns,
    without the "tensor(" prefix, the dtype suffix and the closing paren."""
    shell = type(" " * (indent - 1), (torch.Tensor,), {})
    text = repr(shell(t.detach()))[indent:-1]
    cut = text.rfind(", dtype=")
    if cut < 0:
        cut = text.rfind(",\n" + " " * indent + "dtype=")
    if cut >= 0 and t.dtype not in (torch.float32, torch.int64, torch.bool):
        text = text[:cut]
    if t.numel() == 0:
        text = "[]"
    return text


def _add_suffixes(tensor_str, suffixes, indent, force_newline):
    parts = [tensor_str]
    last_line_len = len(tensor_str) - tensor_str.rfind("\n") + 1
    for suffix in suffixes:
        if force_newline or last_line_len + len(suffix) + 2 > 80:
            parts.append(",\n" + " " * indent + suffix)
            last_line_len = indent + len(suffix)
            force_newline = False
        else:
            parts.append(", " + suffix)
            last_line_len += len(suffix) + 2
    parts.append(")")
    return "".join(parts)


def _is_coo(x):
    return isinstance(x, Tensor)


class Tensor(torch.Tensor):
    """A sparse COO tensor (see the module docstring)."""

    @property
    def is_sparse(self):
        return True

    @property
    def layout(self):
        return torch.sparse_coo

    def sparse_dim(self):
        return self.dim()

    def dense_dim(self):
        return 0

    def _nnz(self):
        return self._coo_values.shape[0]

    def is_coalesced(self):
        return self._coo_coalesced

    def _indices(self):
        return self._coo_indices

    def _values(self):
        return self._coo_values

    def indices(self):
        if not self._coo_coalesced:
            raise RuntimeError(_UNCOALESCED.format("indices"))
        return self._coo_indices

    def values(self):
        if not self._coo_coalesced:
            raise RuntimeError(_UNCOALESCED.format("values"))
        return self._coo_values

    def coalesce(self):
        if self._coo_coalesced:
            return self
        ci, cv = _coalesce_parts(self._coo_indices, self._coo_values, tuple(self.shape))
        return _make(ci, cv, tuple(self.shape), True)

    def to_dense(self, dtype=None, *, masked_grad=None):
        d = torch.Tensor.clone(self)
        return d if dtype is None else d.to(dtype)

    def to_sparse(self, sparse_dim=None, **kwargs):
        return self

    to_sparse_coo = to_sparse

    def detach(self):
        return _make(self._coo_indices, self._coo_values.detach(), tuple(self.shape), self._coo_coalesced)

    def to(self, *args, **kwargs):
        values = self._coo_values.to(*args, **kwargs)
        if values is self._coo_values:
            return self
        return _make(self._coo_indices, values, tuple(self.shape), self._coo_coalesced)

    def _cast(self, dtype):
        return self.to(dtype)

    def float(self):
        return self.to(torch.float32)

    def double(self):
        return self.to(torch.float64)

    def long(self):
        return self.to(torch.int64)

    def int(self):
        return self.to(torch.int32)

    def cpu(self):
        return self

    def clone(self):
        return _make(self._coo_indices.clone(), self._coo_values.clone(), tuple(self.shape), self._coo_coalesced)

    def t(self):
        if self.dim() != 2:
            raise RuntimeError(f"t() expects a tensor with <= 2 sparse and 0 dense dimensions, but self is {self.dim()}D")
        idx = self._coo_indices
        return _make(torch.stack([idx[1], idx[0]]), self._coo_values, (self.shape[1], self.shape[0]), False)

    def mm(self, mat2):
        return _mm(self, mat2)

    def matmul(self, other):
        return _mm(self, other)

    def __matmul__(self, other):
        return _mm(self, other)

    def __rmatmul__(self, other):
        return _mm(other, self)

    def _scaled(self, f):
        return _make(self._coo_indices, f(self._coo_values), tuple(self.shape), self._coo_coalesced)

    def __mul__(self, other):
        if _is_coo(other) or (isinstance(other, torch.Tensor) and other.dim() > 0):
            return _to_sparse(torch.Tensor.mul(self.to_dense(), other.to_dense() if _is_coo(other) else other))
        return self._scaled(lambda v: v * other)

    __rmul__ = __mul__

    def __truediv__(self, other):
        return self._scaled(lambda v: v / other)

    def __neg__(self):
        return self._scaled(lambda v: -v)

    def __add__(self, other):
        if not _is_coo(other):
            raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
        if tuple(other.shape) != tuple(self.shape):
            raise RuntimeError(f"add: expected 'self' and 'other' to have same size, but self has size "
                               f"{list(self.shape)} while other has size {list(other.shape)} (FYI: op2-sparse "
                               f"addition does not currently support broadcasting)")
        idx = torch.cat([self._coo_indices, other._coo_indices], 1)
        vals = torch.cat([self._coo_values, other._coo_values])
        if self._coo_coalesced and other._coo_coalesced:
            idx, vals = _coalesce_parts(idx, vals, tuple(self.shape))
            return _make(idx, vals, tuple(self.shape), True)
        return _make(idx, vals, tuple(self.shape), False)

    def __sub__(self, other):
        return self.__add__(-other) if _is_coo(other) else self.__add__(other)

    def sum(self, dim=None, keepdim=False, dtype=None):
        dense = torch.Tensor.sum(self, dtype=dtype) if dim is None else torch.Tensor.sum(self, dim, dtype=dtype)
        return dense if dim is None else _to_sparse(dense)

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func in (torch.mm, torch.matmul):
            return _mm(*args, **kwargs)
        if func is torch.sum and _is_coo(args[0]):
            return args[0].sum(*args[1:], **kwargs)
        return getattr(torch.Tensor, func.__name__)(*args, **kwargs)

    def __repr__(self, *, tensor_contents=None):
        indent = 7
        suffixes = ["size=" + str(tuple(self.shape)), "nnz=" + str(self._nnz())]
        if self.dtype not in (torch.get_default_dtype(), torch.int64, torch.bool):
            suffixes.append("dtype=" + str(self.dtype))
        indices = self._coo_indices
        values = self._coo_values
        indices_str = _tensor_body(indices, indent + len("indices=tensor("))
        if indices.numel() == 0:
            indices_str += ", size=" + str(tuple(indices.shape))
        values_str = _tensor_body(values, indent + len("values=tensor("))
        if values.numel() == 0:
            values_str += ", size=" + str(tuple(values.shape))
        body = ("indices=tensor(" + indices_str + "),\n" + " " * indent + "values=tensor(" + values_str + ")")
        suffixes.append("layout=torch.sparse_coo")
        if values.requires_grad:
            fn = values.grad_fn
            suffixes.append("requires_grad=True" if fn is None else "grad_fn=<" + type(fn).__name__ + ">")
        return _add_suffixes("tensor(" + body, suffixes, indent, True)

    __str__ = __repr__


Tensor.__module__ = "torch"
Tensor.__qualname__ = "Tensor"


def _product(mat1, mat2, addmm):
    if _is_coo(mat1) and not _is_coo(mat2):
        if mat1.dim() != 2:
            raise RuntimeError("mm: expected 2D sparse tensor")
        c = mat1.coalesce()
        return torch._sparse_coo_mm(c._coo_indices, c._coo_values, mat1.shape[0], mat1.shape[1], mat2, False, addmm)
    if _is_coo(mat2) and not _is_coo(mat1):
        if mat2.dim() != 2:
            raise RuntimeError("mm: expected 2D sparse tensor")
        c = mat2.t().coalesce()
        return torch._sparse_coo_mm(c._coo_indices, c._coo_values, c.shape[0], c.shape[1], mat1, True, addmm)
    if _is_coo(mat1) and _is_coo(mat2):
        return _product(mat1, mat2.to_dense(), addmm).to_sparse()
    return torch.Tensor.mm(mat1, mat2)


def mm(mat1, mat2, reduce="sum"):
    """torch.sparse.mm: sparse @ dense -> dense in PyTorch's kernel order."""
    return _product(mat1, mat2, True)


def _mm(mat1, mat2):
    """torch.mm / torch.spmm / @ with a sparse operand (grad_fn MmBackward0)."""
    return _product(mat1, mat2, False)


def _to_sparse(t, sparse_dim=None, *, layout=None, blocksize=None, dense_dim=None):
    """Tensor.to_sparse(): the nonzero elements in row-major order (coalesced)."""
    if _is_coo(t):
        return t
    if layout is not None and layout is not torch.sparse_coo:
        raise NotImplementedError(f"to_sparse: layout {layout} is not supported by nnscope")
    if sparse_dim is not None and sparse_dim != t.dim():
        raise NotImplementedError("to_sparse: hybrid sparse tensors (sparse_dim < dim) are not supported by nnscope")
    flat = t.detach().reshape(-1)
    mask = flat != 0
    lin = torch.arange(flat.shape[0])[mask].tolist()
    shape = list(t.shape)
    rows = [[] for _ in shape]
    for v in lin:
        for d in range(len(shape) - 1, -1, -1):
            rows[d].append(v % shape[d])
            v //= shape[d]
    indices = torch.tensor(rows, dtype=torch.int64).reshape(len(shape), len(lin))
    values = flat[mask]
    return _make(indices, values, tuple(shape), True)


def sparse_coo_tensor(indices, values, size=None, *, dtype=None, device=None, pin_memory=False,
                      requires_grad=False, check_invariants=None, is_coalesced=None):
    if not isinstance(indices, torch.Tensor):
        indices = torch.tensor(indices)
    indices = indices.to(torch.int64)
    if not isinstance(values, torch.Tensor):
        values = torch.tensor(values, dtype=dtype)
    elif dtype is not None:
        values = values.to(dtype)
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    if values.dim() != 1:
        raise NotImplementedError("sparse_coo_tensor: hybrid sparse tensors (values.dim() > 1) are not supported by nnscope")
    if indices.shape[1] != values.shape[0]:
        raise RuntimeError(f"indices and values must have same nnz, but got nnz from indices: {indices.shape[1]}, "
                           f"nnz from values: {values.shape[0]}")
    if size is None:
        size = [(max(row) + 1 if row else 0) for row in indices.tolist()]
    size = tuple(int(s) for s in size)
    if len(size) != indices.shape[0]:
        raise RuntimeError(f"number of dimensions must be sparse_dim ({indices.shape[0]}) + dense_dim (0), but got "
                           f"{len(size)}")
    for d, row in enumerate(indices.tolist() if check_invariants else ()):
        for v in row:
            if v < 0:
                raise RuntimeError(f"found negative index {v} for dim {d}")
            if v >= size[d]:
                raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is {size[d]} but found index {v}")
    values = values.detach().requires_grad_(requires_grad) if requires_grad else values
    return _make(indices, values, size, bool(is_coalesced))


_legacy_warned = []


def _legacy(dtype):
    def new(indices, values, size=None):
        import warnings
        if not _legacy_warned:  # TORCH_WARN_ONCE: once per process
            _legacy_warned.append(True)
            warnings.warn("torch.sparse.SparseTensor(indices, values, shape, *, device=) is deprecated.  Please use "
                          "torch.sparse_coo_tensor(indices, values, shape, dtype=, device=). (Triggered internally at "
                          "./torch/csrc/utils/tensor_new.cpp:644.)", UserWarning, stacklevel=2)
        return sparse_coo_tensor(indices, values, size, dtype=dtype)
    return new


FloatTensor = _legacy(torch.float32)
DoubleTensor = _legacy(torch.float64)
LongTensor = _legacy(torch.int64)


def sum(input, dim=None, dtype=None):
    """torch.sparse.sum: all elements (a dense 0-d tensor) or over dim (a sparse tensor)."""
    if dim is None:
        return input.coalesce()._coo_values.sum(dtype=dtype) if _is_coo(input) else input.sum(dtype=dtype)
    return input.sum(dim, dtype=dtype)


def softmax(input, dim, *, dtype=None):
    """torch.sparse.softmax: softmax over the specified entries along dim (unspecified ones count as -inf)."""
    c = input.coalesce()
    dense = c.to_dense()
    mask = torch.zeros(tuple(c.shape), dtype=torch.bool)
    idx = c._coo_indices
    mask[tuple(idx[d] for d in range(idx.shape[0]))] = True
    sm = torch.softmax(dense.masked_fill(~mask, float("-inf")), dim, dtype=dtype).nan_to_num(0.0)
    return _make(idx.clone(), sm[tuple(idx[d] for d in range(idx.shape[0]))], tuple(c.shape), True)
