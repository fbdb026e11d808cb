"""torch.testing._comparison for nnscope: assert_close (PyTorch 2.6 behaviour).

The two inputs are walked together (sequences by position, mappings by sorted key); each leaf pair is
compared by the first comparer that accepts it: None, bool, Python number, then tensor-like. A mismatch
becomes an _Failure carrying the exception type, the message and the item path; the first failure is
raised as AssertionError (or ValueError/TypeError for bad calls) with PyTorch's texts.
"""
import collections.abc
import math

import torch

# {dtype: (rtol, atol)} used when neither tolerance is given; other dtypes compare exactly.
_DEFAULT_TOLERANCES = {
    torch.float16: (0.001, 1e-5),
    torch.bfloat16: (0.016, 1e-5),
    torch.float32: (1.3e-6, 1e-5),
    torch.float64: (1e-7, 1e-7),
    torch.complex64: (1.3e-6, 1e-5),
    torch.complex128: (1e-7, 1e-7),
}
_NUMBER_DTYPES = {int: torch.int64, float: torch.float64, complex: torch.complex128}


class _Failure(Exception):
    """One comparison failure: the exception type to raise, its message and the item path."""

    def __init__(self, kind, text, path=()):
        super().__init__(text)
        self.kind = kind
        self.text = text
        self.path = path

    def to_error(self, msg=None):
        if isinstance(msg, str):
            return self.kind(msg)
        text = self.text
        if self.path:
            text += "\n\nThe failure occurred for item " + "".join(str([p]) for p in self.path)
        return self.kind(msg(text) if callable(msg) else text)


class _Unsupported(Exception):
    """A comparer does not handle these inputs; the next one is tried."""


def default_tolerances(*inputs):
    """(rtol, atol): the loosest default tolerances of the dtypes of the given tensors or dtypes."""
    dtypes = []
    for x in inputs:
        if isinstance(x, torch.Tensor):
            dtypes.append(x.dtype)
        elif isinstance(x, torch.dtype):
            dtypes.append(x)
        else:
            raise TypeError(f"Expected a torch.Tensor or a torch.dtype, but got {type(x)} instead.")
    pairs = [_DEFAULT_TOLERANCES.get(d, (0.0, 0.0)) for d in dtypes]
    return max(p[0] for p in pairs), max(p[1] for p in pairs)


def _tolerances(*inputs, rtol, atol, path):
    if (rtol is None) != (atol is None):
        missing = "rtol" if rtol is None else "atol"
        raise _Failure(ValueError, f"Both 'rtol' and 'atol' must be either specified or omitted, but got no {missing}.",
                       path)
    if rtol is not None:
        return rtol, atol
    return default_tolerances(*inputs)


def _mismatch_text(kind, *, extra=None, abs_diff, abs_idx=None, atol, rel_diff, rel_idx=None, rtol):
    exact = rtol == 0 and atol == 0
    lines = [f"{kind} are not {'equal' if exact else 'close'}!", ""]
    if extra:
        lines.append(extra.strip())
    for name, diff, idx, tol in (("absolute", abs_diff, abs_idx, atol), ("relative", rel_diff, rel_idx, rtol)):
        if idx is None:
            line = f"{name.title()} difference: {diff}"
        else:
            line = f"Greatest {name} difference: {diff} at index {idx}"
        if not exact:
            line += f" (up to {tol} allowed)"
        lines.append(line)
    return "\n".join(lines).strip()


def _scalar_text(actual, expected, *, rtol, atol):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _mismatch_text("Scalars", extra=f"Expected {expected} but got {actual}.", abs_diff=abs_diff, atol=atol,
                          rel_diff=rel_diff, rtol=rtol)


def _unravel(flat, shape):
    idx = []
    for size in reversed(shape):
        flat, rem = divmod(flat, size)
        idx.append(rem)
    return tuple(reversed(idx))


def _tensor_text(actual, expected, matches, *, rtol, atol):
    total = matches.numel()
    bad = total - int(torch.sum(matches))
    extra = f"Mismatched elements: {bad} / {total} ({bad / total:.1%})"
    a, b, ok = actual.flatten(), expected.flatten(), matches.flatten()
    if not a.dtype.is_floating_point and not a.dtype.is_complex:
        a, b = a.to(torch.int64), b.to(torch.int64)
    abs_diff = torch.abs(a - b)
    abs_diff[ok] = 0
    abs_max, abs_at = torch.max(abs_diff, 0)
    rel_diff = abs_diff / torch.abs(b)
    rel_diff[ok] = 0
    rel_max, rel_at = torch.max(rel_diff, 0)
    return _mismatch_text("Tensor-likes", extra=extra, abs_diff=abs_max.item(),
                          abs_idx=_unravel(int(abs_at), matches.shape), atol=atol, rel_diff=rel_max.item(),
                          rel_idx=_unravel(int(rel_at), matches.shape), rtol=rtol)


def _isclose(a, b, rtol, atol, equal_nan):
    """Elementwise |a - b| <= atol + rtol * |b| (infinities only equal to themselves), as torch.isclose."""
    same = a == b
    if a.dtype == torch.bool or (rtol == 0 and atol == 0 and not equal_nan):
        return same
    if equal_nan:
        same = same | (torch.isnan(a) & torch.isnan(b))
    err = torch.abs(a - b)
    allowed = atol + torch.abs(rtol * b)
    return same | (torch.isfinite(err) & (err <= allowed))


def _compare_none(actual, expected, path, opts):
    if actual is not None and expected is not None:
        raise _Unsupported()

    def compare():
        if not (actual is None and expected is None):
            raise _Failure(AssertionError, f"None mismatch: {actual} is not {expected}", path)
    return compare


def _compare_bool(actual, expected, path, opts):
    if not (isinstance(actual, bool) and isinstance(expected, bool)):
        raise _Unsupported()

    def compare():
        if actual is not expected:
            raise _Failure(AssertionError, f"Booleans mismatch: {actual} is not {expected}", path)
    return compare


def _isnan(x):
    return math.isnan(x.real) or math.isnan(x.imag) if isinstance(x, complex) else math.isnan(x)


def _compare_number(actual, expected, path, opts):
    numbers = (int, float, complex)
    if not (isinstance(actual, numbers) and isinstance(expected, numbers)):
        raise _Unsupported()
    rtol, atol = _tolerances(_NUMBER_DTYPES[type(actual)], _NUMBER_DTYPES[type(expected)], rtol=opts["rtol"],
                             atol=opts["atol"], path=path)

    def compare():
        if opts["check_dtype"] and type(actual) is not type(expected):
            raise _Failure(AssertionError, f"The (d)types do not match: {type(actual)} != {type(expected)}.", path)
        if actual == expected:
            return
        if opts["equal_nan"] and _isnan(actual) and _isnan(expected):
            return
        diff = abs(actual - expected)
        if not _isnan(diff) and not math.isinf(diff) and diff <= atol + rtol * abs(expected):
            return
        raise _Failure(AssertionError, _scalar_text(actual, expected, rtol=rtol, atol=atol), path)
    return compare


def _as_tensor(x):
    if isinstance(x, torch.Tensor):
        return x
    try:
        return torch.as_tensor(x)
    except Exception:
        raise _Unsupported() from None


def _compare_tensor(actual, expected, path, opts):
    if not (isinstance(actual, type(expected)) or isinstance(expected, type(actual))):
        raise _Unsupported()
    if not opts["allow_subclasses"] and type(actual) is not type(expected):
        raise _Unsupported()
    actual, expected = _as_tensor(actual), _as_tensor(expected)
    rtol, atol = _tolerances(actual, expected, rtol=opts["rtol"], atol=opts["atol"], path=path)

    def differ(name, a, b):
        raise _Failure(AssertionError, f"The values for attribute '{name}' do not match: {a} != {b}.", path)

    def compare():
        a, b = actual, expected
        if a.shape != b.shape:
            differ("shape", a.shape, b.shape)
        if a.layout != b.layout:
            if opts["check_layout"]:
                differ("layout", a.layout, b.layout)
        elif opts["check_stride"] and a.stride() != b.stride():
            differ("stride()", a.stride(), b.stride())
        if opts["check_device"] and a.device != b.device:
            differ("device", a.device, b.device)
        if opts["check_dtype"] and a.dtype != b.dtype:
            differ("dtype", a.dtype, b.dtype)
        if a.dtype != b.dtype:
            common = torch.promote_types(a.dtype, b.dtype)
            a, b = a.to(common), b.to(common)
        matches = _isclose(a, b, rtol, atol, opts["equal_nan"])
        if bool(torch.all(matches)):
            return
        if a.shape == torch.Size([]):
            text = _scalar_text(a.item(), b.item(), rtol=rtol, atol=atol)
        else:
            text = _tensor_text(a, b, matches, rtol=rtol, atol=atol)
        raise _Failure(AssertionError, text, path)
    return compare


_COMPARERS = (_compare_none, _compare_bool, _compare_number, _compare_tensor)


def _is_sequence(x):
    return isinstance(x, collections.abc.Sequence) and not isinstance(x, str)


def _leaf_comparisons(actual, expected, path, opts):
    if _is_sequence(actual) and _is_sequence(expected):
        if len(actual) != len(expected):
            raise _Failure(AssertionError,
                           f"The length of the sequences mismatch: {len(actual)} != {len(expected)}", path)
        out = []
        for i in range(len(actual)):
            out.extend(_leaf_comparisons(actual[i], expected[i], (*path, i), opts))
        return out
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        keys_a, keys_e = set(actual.keys()), set(expected.keys())
        if keys_a != keys_e:
            raise _Failure(AssertionError,
                           "The keys of the mappings do not match:\n"
                           f"Missing keys in the actual mapping: {sorted(keys_e - keys_a)}\n"
                           f"Additional keys in the actual mapping: {sorted(keys_a - keys_e)}", path)
        out = []
        for key in sorted(keys_a):
            out.extend(_leaf_comparisons(actual[key], expected[key], (*path, key), opts))
        return out
    for make in _COMPARERS:
        try:
            return [make(actual, expected, path, opts)]
        except _Unsupported:
            continue
    raise _Failure(TypeError,
                   f"No comparison pair was able to handle inputs of type {type(actual)} and {type(expected)}.", path)


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raise AssertionError unless actual and expected (tensors, numbers or nested containers) are close."""
    __tracebackhide__ = True
    opts = dict(allow_subclasses=allow_subclasses, rtol=rtol, atol=atol, equal_nan=equal_nan,
                check_device=check_device, check_dtype=check_dtype, check_layout=check_layout,
                check_stride=check_stride)
    try:
        comparisons = _leaf_comparisons(actual, expected, (), opts)
    except _Failure as failure:
        raise failure.to_error() from None
    for compare in comparisons:
        try:
            compare()
        except _Failure as failure:
            raise failure.to_error(msg) from None
