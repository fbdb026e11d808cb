# numpy._arrayprint: numpy 2.2's array2string, array_repr and print options for the ndarray of
# numpy.py: unique shortest digits capped at `precision` (Dragon4's rules, here from repr and
# correctly rounded %-formatting), scientific notation when the magnitudes call for it, lines
# wrapped at 75 columns with numpy's hanging indents, summaries with "..." over 1000 elements.
import builtins as _bi
import torch
from numpy import (_arr, _d_bool, _d_float64, _d_int64, _shortest, builtins_abs, builtins_any, builtins_max,
                   builtins_min, inf)

_po = {"precision": 8, "threshold": 1000, "edgeitems": 3, "linewidth": 75, "suppress": False,
       "nanstr": "nan", "infstr": "inf", "sign": "-", "floatmode": "maxprec"}


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None,
                     nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, legacy=None):
    for k, v in (("precision", precision), ("threshold", threshold), ("edgeitems", edgeitems),
                 ("linewidth", linewidth), ("suppress", suppress), ("nanstr", nanstr), ("infstr", infstr),
                 ("sign", sign), ("floatmode", floatmode)):
        if v is not None:
            _po[k] = v


def get_printoptions():
    return dict(_po)


def _digits(s):
    """(negative, digits, point) of a decimal string: value = 0.digits * 10**point."""
    neg = s.startswith("-")
    if neg:
        s = s[1:]
    if "e" in s:
        m, ex = s.split("e")
        ex = int(ex)
    else:
        m, ex = s, 0
    if "." in m:
        ip, fp = m.split(".")
    else:
        ip, fp = m, ""
    dg = (ip + fp).lstrip("0")
    point = len(ip) + ex - (len(ip + fp) - len((ip + fp).lstrip("0")))
    dg = dg.rstrip("0")
    if not dg:
        return neg, "0", 1
    return neg, dg, point


def _pos(x, is32, prec):
    """Dragon4 positional, unique digits, at most prec fractional digits, trimmed to 'N.'."""
    neg, dg, pt = _digits(_shortest(x, is32))
    if prec is not None and len(dg) - pt > prec:
        neg, dg, pt = _digits("%.*f" % (prec, x))
    if pt <= 0:
        ip, fp = "0", "0" * (-pt) + dg
    elif pt >= len(dg):
        ip, fp = dg + "0" * (pt - len(dg)), ""
    else:
        ip, fp = dg[:pt], dg[pt:]
    if dg == "0":
        ip, fp = "0", ""
    return ("-" if neg else "") + ip, fp


def _sci(x, is32, prec):
    """Dragon4 scientific, unique digits, at most prec fractional mantissa digits."""
    neg, dg, pt = _digits(_shortest(x, is32))
    if prec is not None and len(dg) - 1 > prec:
        neg, dg, pt = _digits("%.*e" % (prec, x))
    ex = pt - 1 if dg != "0" else 0
    es = ("-" if ex < 0 else "+") + ("%02d" % builtins_abs(ex))
    return ("-" if neg else "") + dg[0], dg[1:], es


class _FloatFmt:
    def __init__(self, vals, is32):
        self.is32 = is32
        prec = _po["precision"]
        fin = [v for v in vals if v == v and v not in (inf, -inf)]
        nz = [builtins_abs(v) for v in fin if v != 0]
        self.exp = False
        if nz:
            mx, mn = builtins_max(nz), builtins_min(nz)
            if mx >= 1e8 or (not _po["suppress"] and (mn < 0.0001 or mx / mn > 1000.0)):
                self.exp = True
        if not fin:
            self.pl, self.pr, self.es, self.prec = 0, 0, -1, prec
        elif self.exp:
            parts = [_sci(v, is32, prec) for v in fin]
            self.es = builtins_max(len(p[2]) for p in parts) - 1
            self.prec = builtins_max(len(p[1]) for p in parts)
            self.pl = builtins_max(len(p[0]) for p in parts)
            self.pr = self.es + 2 + self.prec
        else:
            parts = [_pos(v, is32, prec) for v in fin]
            self.pl = builtins_max(len(p[0]) for p in parts)
            self.pr = builtins_max(len(p[1]) for p in parts)
            self.prec = prec
        if len(fin) != len(vals):
            neginf = builtins_any(v == -inf for v in vals)
            off = self.pr + 1
            self.pl = builtins_max(self.pl, len(_po["nanstr"]) - off, len(_po["infstr"]) + neginf - off)

    def __call__(self, x):
        if x != x or x in (inf, -inf):
            r = _po["nanstr"] if x != x else ("-" if x < 0 else "") + _po["infstr"]
            return " " * (self.pl + self.pr + 1 - len(r)) + r
        if self.exp:
            ip, fp, es = _sci(x, self.is32, _po["precision"])
            fp = fp + "0" * (self.prec - len(fp))
            sign, digs = es[0], es[1:]
            digs = digs.lstrip("0") or "0"
            digs = "0" * (self.es - len(digs)) + digs
            return " " * (self.pl - len(ip)) + ip + "." + fp + "e" + sign + digs
        ip, fp = _pos(x, self.is32, self.prec)
        return " " * (self.pl - len(ip)) + ip + "." + fp + " " * (self.pr - len(fp))


class _IntFmt:
    def __init__(self, vals):
        self.w = builtins_max(len(_bi.str(builtins_max(vals))), len(_bi.str(builtins_min(vals)))) if vals else 0

    def __call__(self, x):
        s = _bi.str(x)
        return " " * (self.w - len(s)) + s


class _BoolFmt:
    def __init__(self, zero_d):
        self.t = "True" if zero_d else " True"

    def __call__(self, x):
        return self.t if x else "False"


def _summ(t, edge):
    """The leading and trailing `edge` items of every long axis (numpy's _leading_trailing)."""
    for ax in range(t.dim()):
        n = t.shape[ax]
        if n > 2 * edge:
            t = torch.cat([t.narrow(ax, 0, edge), t.narrow(ax, n - edge, edge)], ax)
    return t


def _formatter(t, zero_d):
    vals = t.reshape(-1).tolist()
    if t.dtype == torch.bool:
        return _BoolFmt(zero_d)
    if t.dtype.is_floating_point:
        return _FloatFmt(vals, 2 if t.dtype == torch.float16 else t.dtype != torch.float64)
    return _IntFmt(vals)


def _extend(s, line, word, width, nlp):
    if len(line) + len(word) > width and len(line) > len(nlp):
        s += line.rstrip() + "\n"
        line = nlp
    return s, line + word


def _array2string(a, sep, prefix, suffix=""):
    t = a._t
    summary = t.numel() > _po["threshold"]
    edge = _po["edgeitems"]
    data = _summ(t, edge) if summary else t
    if t.numel() == 0:
        return "[]"
    fmt = _formatter(data, t.dim() == 0)
    nested = data.tolist()
    width = _po["linewidth"] - len(suffix)
    shape = tuple(t.shape)

    def rec(x, axis, hang, cw):
        if axis == len(shape):
            return fmt(x)
        nh = hang + " "
        nw = cw - 1
        n = shape[axis]
        show = summary and 2 * edge < n
        items = x
        lead = edge if show else 0
        trail = edge if show else n
        s = ""
        left = len(shape) - axis
        if left == 1:
            ew = cw - builtins_max(len(sep.rstrip()), 1)
            line = hang
            for i in range(lead):
                s, line = _extend(s, line, rec(items[i], axis + 1, nh, nw), ew, hang)
                line += sep
            if show:
                s, line = _extend(s, line, "...", ew, hang)
                line += sep
            m = len(items)
            for i in range(trail, 1, -1):
                s, line = _extend(s, line, rec(items[m - i], axis + 1, nh, nw), ew, hang)
                line += sep
            s, line = _extend(s, line, rec(items[m - 1], axis + 1, nh, nw), ew, hang)
            s += line
        else:
            lsep = sep.rstrip() + "\n" * (left - 1)
            for i in range(lead):
                s += hang + rec(items[i], axis + 1, nh, nw) + lsep
            if show:
                s += hang + "..." + lsep
            m = len(items)
            for i in range(trail, 1, -1):
                s += hang + rec(items[m - i], axis + 1, nh, nw) + lsep
            s += hang + rec(items[m - 1], axis + 1, nh, nw)
        return "[" + s[len(hang):] + "]"

    return rec(nested, 0, " " + " " * len(prefix), width)


def _implied(d):
    return d is _d_float64 or d is _d_int64 or d is _d_bool


def _repr(a):
    prefix = "array("
    body = _array2string(a, ", ", prefix, ")")
    extras = []
    shape = a.shape
    if (a.size == 0 and shape != (0,)) or a.size > _po["threshold"]:
        extras.append("shape=%s" % (_bi.str(shape),))
    if not _implied(a.dtype) or a.size == 0:
        extras.append("dtype=%s" % a.dtype.name)
    if not extras:
        return prefix + body + ")"
    s = prefix + body + ","
    ex = ", ".join(extras) + ")"
    last = len(s) - (s.rfind("\n") + 1)
    sp = " "
    if last + len(ex) + 1 > _po["linewidth"]:
        sp = "\n" + " " * len(prefix)
    return s + sp + ex


def array2string(a, max_line_width=None, precision=None, suppress_small=None, separator=" ", prefix="",
                 threshold=None, edgeitems=None, sign=None, floatmode=None, suffix=""):
    return _array2string(_arr(a), separator, prefix, suffix)


def array_repr(a):
    return _repr(_arr(a))


def array_str(a):
    return _arr(a).__str__()
