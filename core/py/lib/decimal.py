"""decimal: decimal floating point with CPython 3.13's results for the
common operations. A finite Decimal is sign, an int coefficient and a base-10
exponent; every operation computes exactly on ints, then rounds once to the
context precision (ROUND_HALF_EVEN, 28 digits by default). Signals are
exception classes; a trapped one raises with CPython's message
"[<class 'decimal.X'>]", an untrapped one sets the context flag."""

import math as _math

__all__ = ["Decimal", "Context", "getcontext", "setcontext", "localcontext", "DefaultContext",
           "BasicContext", "ExtendedContext", "DecimalException", "Clamped", "InvalidOperation",
           "DivisionByZero", "Inexact", "Rounded", "Subnormal", "Overflow", "Underflow",
           "FloatOperation", "DivisionImpossible", "DivisionUndefined", "ConversionSyntax",
           "InvalidContext", "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING",
           "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP", "MAX_PREC", "MAX_EMAX",
           "MIN_EMIN", "MIN_ETINY", "HAVE_THREADS", "HAVE_CONTEXTVAR"]

__version__ = "1.70"
__libmpdec_version__ = "2.5.1"

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP,
              ROUND_HALF_DOWN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

_PyHASH_MODULUS = 2305843009213693951
_PyHASH_INF = 314159
_PyHASH_10INV = pow(10, _PyHASH_MODULUS - 2, _PyHASH_MODULUS)


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


_SIGNALS = [InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
            Inexact, Rounded, Clamped]
# a condition raises as the signal it belongs to
_SIGNAL_OF = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation,
              DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}


# the order Context.__repr__ lists flags and traps in
_REPR_ORDER = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation, Overflow, Rounded,
               Subnormal, Underflow]


class _SignalDict(dict):
    def __repr__(self):
        return "{" + ", ".join("<class 'decimal." + k.__name__ + "'>:" + str(v) for k, v in self.items()) + "}"


# ------------------------------------------------------------------- Context

class Context:
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None,
                 flags=None, traps=None):
        dc = DefaultContext if "DefaultContext" in globals() else None
        self.prec = prec if prec is not None else (dc.prec if dc else 28)
        self.rounding = rounding if rounding is not None else (dc.rounding if dc else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else (dc.Emin if dc else -999999)
        self.Emax = Emax if Emax is not None else (dc.Emax if dc else 999999)
        self.capitals = capitals if capitals is not None else (dc.capitals if dc else 1)
        self.clamp = clamp if clamp is not None else (dc.clamp if dc else 0)
        self.flags = _SignalDict((s, False) for s in _SIGNALS)
        self.traps = _SignalDict((s, False) for s in _SIGNALS)
        if flags is not None:
            for s in flags:
                self.flags[s] = bool(flags[s]) if isinstance(flags, dict) else True
        if traps is None:
            src = dc.traps if dc else {InvalidOperation: True, DivisionByZero: True, Overflow: True}
            for s in src:
                self.traps[s] = src[s]
        else:
            for s in traps:
                self.traps[s] = bool(traps[s]) if isinstance(traps, dict) else True

    def __setattr__(self, name, value):
        if name == "prec":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not 1 <= value <= MAX_PREC:
                raise ValueError("valid range for prec is [1, MAX_PREC]")
        elif name == "rounding":
            if value not in _ROUNDINGS:
                raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                                "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
        elif name == "Emax":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not 0 <= value <= MAX_EMAX:
                raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        elif name == "Emin":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not MIN_EMIN <= value <= 0:
                raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        elif name in ("capitals", "clamp"):
            if value not in (0, 1):
                raise ValueError("valid values for " + name + " are 0 or 1")
        elif name not in ("flags", "traps"):
            raise AttributeError("'decimal.Context' object has no attribute '" + name + "'")
        object.__setattr__(self, name, value)

    def __repr__(self):
        fl = [s.__name__ for s in _REPR_ORDER if self.flags[s]]
        tr = [s.__name__ for s in _REPR_ORDER if self.traps[s]]
        return ("Context(prec=" + str(self.prec) + ", rounding=" + self.rounding + ", Emin=" + str(self.Emin) +
                ", Emax=" + str(self.Emax) + ", capitals=" + str(self.capitals) + ", clamp=" + str(self.clamp) +
                ", flags=[" + ", ".join(fl) + "], traps=[" + ", ".join(tr) + "])")

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp,
                       dict(self.flags), dict(self.traps))

    __copy__ = copy

    def clear_flags(self):
        for s in self.flags:
            self.flags[s] = False

    def clear_traps(self):
        for s in self.traps:
            self.traps[s] = False

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def _raise(self, condition):
        sig = _SIGNAL_OF.get(condition, condition)
        self.flags[sig] = True
        if self.traps[sig]:
            raise sig("[<class 'decimal." + condition.__name__ + "'>]")

    def create_decimal(self, num="0"):
        d = Decimal(num)
        return d._fix(self) if d._special == "" else d

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    def _apply(self, name, *args):
        a = [_convert(x, True) for x in args]
        return getattr(a[0], name)(*a[1:], context=self)

    def add(self, a, b): return self._apply("__add__", a, b)
    def subtract(self, a, b): return self._apply("__sub__", a, b)
    def multiply(self, a, b): return self._apply("__mul__", a, b)
    def divide(self, a, b): return self._apply("__truediv__", a, b)
    def divide_int(self, a, b): return self._apply("__floordiv__", a, b)
    def remainder(self, a, b): return self._apply("__mod__", a, b)
    def power(self, a, b): return self._apply("__pow__", a, b)
    def sqrt(self, a): return self._apply("sqrt", a)
    def exp(self, a): return self._apply("exp", a)
    def ln(self, a): return self._apply("ln", a)
    def log10(self, a): return self._apply("log10", a)
    def abs(self, a): return self._apply("__abs__", a)
    def plus(self, a): return self._apply("__pos__", a)
    def minus(self, a): return self._apply("__neg__", a)
    def quantize(self, a, b): return self._apply("quantize", a, b)
    def compare(self, a, b): return self._apply("compare", a, b)
    def max(self, a, b): return self._apply("max", a, b)
    def min(self, a, b): return self._apply("min", a, b)
    def to_integral_value(self, a): return self._apply("to_integral_value", a)
    to_integral = to_integral_value

    def to_sci_string(self, a):
        return _convert(a, True).to_eng_string() if False else str(_convert(a, True))


DefaultContext = Context(28, ROUND_HALF_EVEN, -999999, 999999, 1, 0, [],
                         [InvalidOperation, DivisionByZero, Overflow])
BasicContext = Context(9, ROUND_HALF_UP, traps=[InvalidOperation, DivisionByZero, Overflow, Underflow, Clamped])
ExtendedContext = Context(9, ROUND_HALF_EVEN, traps=[])

_current = [None]


def getcontext():
    if _current[0] is None:
        _current[0] = DefaultContext.copy()
    return _current[0]


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _LocalContext:
    def __init__(self, ctx):
        self._ctx = ctx

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._ctx)
        return self._ctx

    def __exit__(self, *exc):
        setcontext(self._saved)
        return False


def localcontext(ctx=None, **kwargs):
    c = (ctx if ctx is not None else getcontext()).copy()
    for k, v in kwargs.items():
        if k not in ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"):
            raise TypeError("'" + k + "' is an invalid keyword argument for this function")
        setattr(c, k, v)
    return _LocalContext(c)


# ------------------------------------------------------------------- helpers

def _ndigits(n):
    return len(str(n)) if n else 1


def _round_coeff(sign, coeff, drop, rounding):
    """coeff with `drop` low digits removed, rounded: (new coeff, inexact)."""
    if drop <= 0:
        return coeff * 10 ** (-drop), False
    q, r = divmod(coeff, 10 ** drop)
    if r == 0:
        return q, False
    half = 5 * 10 ** (drop - 1)
    up = False
    if rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q % 2 == 1)
    elif rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    elif rounding == ROUND_05UP:
        up = q % 10 in (0, 5)
    return (q + 1 if up else q), True


def _convert(other, raise_type=False, op=None, left=None):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if raise_type:
        raise TypeError("conversion from " + type(other).__name__ + " to Decimal is not supported")
    return NotImplemented


def _binop_error(op, a, b):
    def tn(x):
        return "decimal.Decimal" if isinstance(x, Decimal) else type(x).__name__
    return TypeError("unsupported operand type(s) for " + op + ": '" + tn(a) + "' and '" + tn(b) + "'")


def _parse(s):
    """(sign, coeff, exp, special) of a numeric string, or None."""
    t = s.strip().replace("_", "") if "_" not in s.strip()[:1] else None
    if not t:
        return None
    sign = 0
    if t[0] in "+-":
        sign = 1 if t[0] == "-" else 0
        t = t[1:]
    low = t.lower()
    if low in ("inf", "infinity"):
        return sign, 0, 0, "F"
    for tag, name in (("n", "nan"), ("N", "snan")):
        if low.startswith(name):
            rest = t[len(name):]
            if rest == "" or (rest.isdigit() and rest.isascii()):
                return sign, int(rest) if rest else 0, 0, tag
            return None
    exp = 0
    epos = low.find("e")
    if epos >= 0:
        es = t[epos + 1:]
        t = t[:epos]
        if es[:1] in "+-" and es:
            body = es[1:]
        else:
            body = es
        if not body or not (body.isdigit() and body.isascii()):
            return None
        exp = int(es)
    if "." in t:
        ip, _, fp = t.partition(".")
    else:
        ip, fp = t, ""
    if not ip and not fp:
        return None
    for part in (ip, fp):
        if part and not (part.isdigit() and part.isascii()):
            return None
    return sign, int(ip + fp) if ip + fp else 0, exp - len(fp), ""


# ------------------------------------------------------------------- Decimal

class Decimal:
    __slots__ = ("_sign", "_int", "_exp", "_special")

    def __new__(cls, value="0", context=None, *extra):
        if extra:
            raise TypeError("function takes at most 2 arguments (" + str(2 + len(extra)) + " given)")
        self = object.__new__(cls)
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp, self._special = value._sign, value._int, value._exp, value._special
            return self
        if isinstance(value, bool) or isinstance(value, int):
            v = int(value)
            self._sign = 1 if v < 0 else 0
            self._int = -v if v < 0 else v
            self._exp = 0
            self._special = ""
            return self
        if isinstance(value, float):
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp, self._special = d._sign, d._int, d._exp, d._special
            return self
        if isinstance(value, str):
            p = _parse(value)
            if p is None:
                (context or getcontext())._raise(ConversionSyntax)
                self._sign, self._int, self._exp, self._special = 0, 0, 0, "n"
                return self
            self._sign, self._int, self._exp, self._special = p
            return self
        if isinstance(value, (tuple, list)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1):
                raise ValueError("sign must be an integer with the value 0 or 1")
            coeff = 0
            for d in digits:
                if not isinstance(d, int) or not 0 <= d <= 9:
                    raise ValueError("coefficient must be a tuple of digits")
                coeff = coeff * 10 + d
            self._sign, self._int = sign, coeff
            if exp == "F":
                self._exp, self._special, self._int = 0, "F", 0
            elif exp in ("n", "N"):
                self._exp, self._special = 0, exp
            elif isinstance(exp, int):
                self._exp, self._special = exp, ""
            else:
                raise ValueError("exponent must be an integer")
            return self
        raise TypeError("conversion from " + type(value).__name__ + " to Decimal is not supported")

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float")
        if f != f:
            return cls("NaN")
        if f in (float("inf"), float("-inf")):
            return cls("-Infinity" if f < 0 else "Infinity")
        sign = 1 if _math.copysign(1.0, f) < 0 else 0
        n, d = abs(f).as_integer_ratio()
        k = d.bit_length() - 1
        return cls._make(sign, n * 5 ** k, -k) if cls is Decimal else cls(cls._make(sign, n * 5 ** k, -k))

    @staticmethod
    def _make(sign, coeff, exp, special=""):
        d = object.__new__(Decimal)
        d._sign, d._int, d._exp, d._special = sign, coeff, exp, special
        return d

    # -- rounding to a context
    def _fix(self, ctx):
        if self._special:
            return self
        prec = ctx.prec
        nd = _ndigits(self._int)
        coeff, exp = self._int, self._exp
        if nd > prec:
            coeff, inexact = _round_coeff(self._sign, coeff, nd - prec, ctx.rounding)
            exp += nd - prec
            if _ndigits(coeff) > prec:
                coeff //= 10
                exp += 1
            ctx._raise(Rounded)
            if inexact:
                ctx._raise(Inexact)
        if coeff and exp + _ndigits(coeff) - 1 > ctx.Emax:
            ctx._raise(Overflow)
            return Decimal._make(self._sign, 0, 0, "F")
        if coeff == 0 and exp > ctx.Emax - prec + 1 and ctx.clamp:
            exp = ctx.Emax - prec + 1
        return Decimal._make(self._sign, coeff, exp)

    # -- properties
    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def as_tuple(self):
        digits = tuple(int(c) for c in str(self._int)) if not (self._special == "F") else (0,)
        if self._special in ("n", "N") and self._int == 0:
            digits = ()
        return DecimalTuple(self._sign, digits, self._special or self._exp)

    def as_integer_ratio(self):
        if self._special == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._special:
            raise ValueError("cannot convert NaN to integer ratio")
        if self._exp >= 0:
            n, d = self._int * 10 ** self._exp, 1
        else:
            n, d = self._int, 10 ** -self._exp
        g = _math.gcd(n, d)
        n //= g
        d //= g
        return (-n if self._sign else n), d

    def adjusted(self):
        if self._special:
            return 0
        return self._exp + _ndigits(self._int) - 1

    def is_nan(self): return self._special in ("n", "N")
    def is_qnan(self): return self._special == "n"
    def is_snan(self): return self._special == "N"
    def is_infinite(self): return self._special == "F"
    def is_finite(self): return self._special == ""
    def is_signed(self): return self._sign == 1
    def is_zero(self): return self._special == "" and self._int == 0
    def is_canonical(self): return True

    def is_normal(self, context=None):
        ctx = context or getcontext()
        return self._special == "" and self._int != 0 and self.adjusted() >= ctx.Emin

    def is_subnormal(self, context=None):
        ctx = context or getcontext()
        return self._special == "" and self._int != 0 and self.adjusted() < ctx.Emin

    def canonical(self):
        return self

    # -- text
    def __str__(self):
        return self._to_string(False)

    def to_eng_string(self, context=None):
        return self._to_string(True)

    def _to_string(self, eng):
        sign = "-" if self._sign else ""
        if self._special == "F":
            return sign + "Infinity"
        if self._special:
            return sign + ("NaN" if self._special == "n" else "sNaN") + (str(self._int) if self._int else "")
        c = str(self._int)
        e = self._exp
        adj = e + len(c) - 1
        if e <= 0 and adj >= -6:
            if e == 0:
                return sign + c
            if len(c) > -e:
                return sign + c[:len(c) + e] + "." + c[len(c) + e:]
            return sign + "0." + "0" * (-e - len(c)) + c
        if not eng:
            lead = 1
            ex = adj
            body = c[0] + ("." + c[1:] if len(c) > 1 else "")
        else:
            if self._int == 0:
                # zero: exponent a multiple of 3 with 0, 00 or 0.0/0.00 forms
                ex = adj - (adj % 3) if adj % 3 == 0 else adj + (3 - adj % 3)
                lead = 1
                zeros = ex - e
                body = "0" if zeros <= 0 else "0." + "0" * (3 - (adj % 3)) if False else None
                ex = e + ((-e) % 3) if e < 0 else e - (e % 3)
                frac = ex - e
                body = "0" if frac == 0 else "0." + "0" * frac
                if ex == 0:
                    return sign + body
                return sign + body + "E" + ("+" if ex > 0 else "-") + str(abs(ex))
            lead = adj % 3 + 1
            ex = adj - (lead - 1)
            if len(c) < lead:
                c = c + "0" * (lead - len(c))
            body = c[:lead] + ("." + c[lead:] if len(c) > lead else "")
        if ex == 0:
            return sign + body
        return sign + body + "E" + ("+" if ex >= 0 else "-") + str(abs(ex))

    def __repr__(self):
        return "Decimal('" + str(self) + "')"

    def __format__(self, spec):
        if not spec:
            return str(self)
        if spec[-1:] in "fF%" and spec[-1:]:
            kind = spec[-1]
            head = spec[:-1]
            prec = None
            if "." in head:
                head, _, p = head.rpartition(".")
                prec = int(p)
            v = Decimal._make(self._sign, self._int, self._exp + 2, self._special) if kind == "%" else self
            if prec is not None and v._special == "":
                v = v.quantize(Decimal._make(0, 1, -prec), rounding=getcontext().rounding)
            s = str(abs(v)) if v._special == "" and v.adjusted() >= -6 and v._exp <= 0 else (
                format(v._int * 10 ** v._exp, "d") if v._special == "" and v._exp > 0 else v._plain())
            if v._sign and v._special == "":
                s = "-" + s
            if kind == "%":
                s += "%"
            return _pad(s, head)
        if spec[-1:] in "eEgG" and spec[-1:]:
            kind = spec[-1]
            head = spec[:-1]
            prec = None
            if "." in head:
                head, _, p = head.rpartition(".")
                prec = int(p)
            v = self
            if v._special:
                return _pad(str(v) if kind in "EG" else str(v), head)
            digits = prec + 1 if kind in "eE" and prec is not None else prec
            if kind in "gG" and digits == 0:
                digits = 1
            nd = _ndigits(v._int)
            if digits is not None and nd > digits:
                c, _ = _round_coeff(v._sign, v._int, nd - digits, getcontext().rounding)
                e = v._exp + nd - digits
                if _ndigits(c) > digits:
                    c //= 10
                    e += 1
                v = Decimal._make(v._sign, c, e)
            elif digits is not None and kind in "eE" and nd < digits:
                v = Decimal._make(v._sign, v._int * 10 ** (digits - nd), v._exp - (digits - nd))
            if kind in "eE":
                c = str(v._int)
                adj = v._exp + len(c) - 1
                t = c[0] + ("." + c[1:] if len(c) > 1 else "") + "e" + ("+" if adj >= 0 else "-") + str(abs(adj))
                t = ("-" if v._sign else "") + t
            else:
                t = str(v).replace("E", "e")
            if kind in "EG":
                t = t.replace("e", "E")
            return _pad(t, head)
        return format(str(self), spec)

    def _plain(self):
        c = str(self._int)
        e = self._exp
        if e >= 0:
            return c + "0" * e
        if len(c) > -e:
            return c[:len(c) + e] + "." + c[len(c) + e:]
        return "0." + "0" * (-e - len(c)) + c

    # -- conversions
    def __bool__(self):
        return self._special != "" or self._int != 0

    def __int__(self):
        if self._special == "F":
            raise OverflowError("cannot convert Infinity to integer")
        if self._special:
            raise ValueError("cannot convert NaN to integer")
        v = self._int * 10 ** self._exp if self._exp >= 0 else self._int // 10 ** -self._exp
        return -v if self._sign else v

    __trunc__ = __int__

    def __float__(self):
        if self._special in ("n", "N"):
            if self._special == "N":
                raise ValueError("cannot convert signaling NaN to float")
            return float("-nan") if self._sign else float("nan")
        return float(str(self))

    def __complex__(self):
        return complex(float(self))

    def __floor__(self):
        if self._special:
            int(self)
        n, d = self.as_integer_ratio()
        return n // d

    def __ceil__(self):
        if self._special:
            int(self)
        n, d = self.as_integer_ratio()
        return -((-n) // d)

    def __round__(self, n=None):
        if n is None:
            if self._special:
                int(self)
            return int(self.to_integral_value(rounding=ROUND_HALF_EVEN))
        if not isinstance(n, int):
            raise TypeError("optional arg must be an integer")
        return self.quantize(Decimal._make(0, 1, -n))

    def __hash__(self):
        if self._special:
            if self._special == "N":
                raise TypeError("Cannot hash a signaling NaN value.")
            if self._special == "n":
                return object.__hash__(self)
            return -_PyHASH_INF if self._sign else _PyHASH_INF
        if self._exp >= 0:
            eh = pow(10, self._exp, _PyHASH_MODULUS)
        else:
            eh = pow(_PyHASH_10INV, -self._exp, _PyHASH_MODULUS)
        h = self._int * eh % _PyHASH_MODULUS
        h = -h if self._sign else h
        return -2 if h == -1 else h

    # -- comparison
    def _cmp(self, other):
        """-1/0/1 for finite or infinite values (no NaNs)."""
        if self._special == "F" or other._special == "F":
            a = 0 if self._special != "F" else (-1 if self._sign else 1)
            b = 0 if other._special != "F" else (-1 if other._sign else 1)
            if a == b:
                return 0
            if a != 0 or b != 0:
                return -1 if a < b else 1
        if self._int == 0 and other._int == 0:
            return 0
        if self._int == 0:
            return 1 if other._sign else -1
        if other._int == 0:
            return -1 if self._sign else 1
        if self._sign != other._sign:
            return -1 if self._sign else 1
        e = min(self._exp, other._exp)
        a = self._int * 10 ** (self._exp - e)
        b = other._int * 10 ** (other._exp - e)
        r = (a > b) - (a < b)
        return -r if self._sign else r

    def _coerce_cmp(self, other):
        if isinstance(other, Decimal):
            return other
        if isinstance(other, int):
            return Decimal(other)
        if isinstance(other, float):
            getcontext().flags[FloatOperation] = True
            return Decimal.from_float(other)
        if isinstance(other, complex) and other.imag == 0:
            return Decimal.from_float(other.real)
        try:
            from fractions import Fraction
        except ImportError:
            Fraction = None
        if Fraction is not None and isinstance(other, Fraction):
            return other
        return NotImplemented

    def _rich(self, other, op, eq_only=False):
        o = self._coerce_cmp(other)
        if o is NotImplemented:
            if op in ("eq", "ne"):
                return NotImplemented
            raise TypeError("'" + {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}[op] +
                            "' not supported between instances of 'decimal.Decimal' and '" +
                            type(other).__name__ + "'")
        if not isinstance(o, Decimal):
            # a Fraction: compare exactly as rationals
            if self._special:
                if self.is_nan():
                    return op == "ne"
                r = -1 if self._sign else 1
            else:
                n, d = self.as_integer_ratio()
                x = n * o.denominator - o.numerator * d
                r = (x > 0) - (x < 0)
        else:
            if self.is_nan() or o.is_nan():
                if op in ("eq", "ne"):
                    if self.is_snan() or o.is_snan():
                        getcontext()._raise(InvalidOperation)
                    return op == "ne"
                getcontext()._raise(InvalidOperation)
                return False
            r = self._cmp(o)
        return {"eq": r == 0, "ne": r != 0, "lt": r < 0, "le": r <= 0, "gt": r > 0, "ge": r >= 0}[op]

    def __eq__(self, other): return self._rich(other, "eq")
    def __ne__(self, other): return self._rich(other, "ne")
    def __lt__(self, other): return self._rich(other, "lt")
    def __le__(self, other): return self._rich(other, "le")
    def __gt__(self, other): return self._rich(other, "gt")
    def __ge__(self, other): return self._rich(other, "ge")

    def compare(self, other, context=None):
        o = _convert(other, True)
        if self.is_nan() or o.is_nan():
            return Decimal("NaN")
        return Decimal(self._cmp(o))

    def max(self, other, context=None):
        o = _convert(other, True)
        ctx = context or getcontext()
        if self.is_nan():
            return o._fix(ctx)
        if o.is_nan():
            return self._fix(ctx)
        c = self._cmp(o)
        if c == 0:
            c = (o._sign - self._sign) or (self._exp - o._exp) * (-1 if self._sign else 1)
        return (self if c >= 0 else o)._fix(ctx)

    def min(self, other, context=None):
        o = _convert(other, True)
        ctx = context or getcontext()
        if self.is_nan():
            return o._fix(ctx)
        if o.is_nan():
            return self._fix(ctx)
        c = self._cmp(o)
        if c == 0:
            c = (o._sign - self._sign) or (self._exp - o._exp) * (-1 if self._sign else 1)
        return (self if c <= 0 else o)._fix(ctx)

    def copy_abs(self): return Decimal._make(0, self._int, self._exp, self._special)
    def copy_negate(self): return Decimal._make(1 - self._sign, self._int, self._exp, self._special)

    def copy_sign(self, other, context=None):
        o = _convert(other, True)
        return Decimal._make(o._sign, self._int, self._exp, self._special)

    # -- NaN handling for arithmetic
    def _nan_result(self, other, ctx):
        for x in (self, other):
            if x is not None and x._special == "N":
                ctx._raise(InvalidOperation)
                return Decimal._make(x._sign, x._int, 0, "n")
        for x in (self, other):
            if x is not None and x._special == "n":
                return x
        return None

    # -- unary
    def __neg__(self, context=None):
        ctx = context or getcontext()
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        sign = 1 - self._sign
        if self._special == "" and self._int == 0:
            sign = 1 if (ctx.rounding == ROUND_FLOOR and self._sign == 0) else 0
        return Decimal._make(sign, self._int, self._exp, self._special)._fix(ctx)

    def __pos__(self, context=None):
        ctx = context or getcontext()
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        sign = self._sign
        if self._special == "" and self._int == 0:
            sign = 1 if (ctx.rounding == ROUND_FLOOR and self._sign) else 0
        return Decimal._make(sign, self._int, self._exp, self._special)._fix(ctx)

    def __abs__(self, round=True, context=None):
        ctx = context or getcontext()
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        d = Decimal._make(0, self._int, self._exp, self._special)
        return d._fix(ctx) if round else d

    # -- binary arithmetic
    def __add__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("+", self, other)
            return o
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        if self._special == "F" or o._special == "F":
            if self._special == "F" and o._special == "F" and self._sign != o._sign:
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            return Decimal(self if self._special == "F" else o)
        e = min(self._exp, o._exp)
        a = self._int * 10 ** (self._exp - e) * (-1 if self._sign else 1)
        b = o._int * 10 ** (o._exp - e) * (-1 if o._sign else 1)
        s = a + b
        if s == 0:
            if self._sign == o._sign:
                sign = self._sign
            else:
                sign = 1 if ctx.rounding == ROUND_FLOOR else 0
            return Decimal._make(sign, 0, e)._fix(ctx)
        return Decimal._make(1 if s < 0 else 0, abs(s), e)._fix(ctx)

    def __radd__(self, other, context=None):
        if isinstance(other, float):
            raise _binop_error("+", other, self)
        return self.__add__(other, context)

    def __sub__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("-", self, other)
            return o
        return self.__add__(o.copy_negate(), context)

    def __rsub__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("-", other, self)
            return o
        return o.__sub__(self, context)

    def __mul__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("*", self, other)
            return o
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        sign = self._sign ^ o._sign
        if self._special == "F" or o._special == "F":
            if (self._special == "" and self._int == 0) or (o._special == "" and o._int == 0):
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            return Decimal._make(sign, 0, 0, "F")
        return Decimal._make(sign, self._int * o._int, self._exp + o._exp)._fix(ctx)

    def __rmul__(self, other, context=None):
        if isinstance(other, float):
            raise _binop_error("*", other, self)
        return self.__mul__(other, context)

    def __truediv__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("/", self, other)
            return o
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        sign = self._sign ^ o._sign
        if self._special == "F" or o._special == "F":
            if self._special == "F" and o._special == "F":
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            if self._special == "F":
                return Decimal._make(sign, 0, 0, "F")
            ctx._raise(Clamped)
            return Decimal._make(sign, 0, ctx.Etiny())
        if o._int == 0:
            if self._int == 0:
                ctx._raise(DivisionUndefined)
                return Decimal("NaN")
            ctx._raise(DivisionByZero)
            return Decimal._make(sign, 0, 0, "F")
        ideal = self._exp - o._exp
        if self._int == 0:
            return Decimal._make(sign, 0, ideal)._fix(ctx)
        prec = ctx.prec
        shift = _ndigits(o._int) - _ndigits(self._int) + prec + 1
        if shift >= 0:
            q, r = divmod(self._int * 10 ** shift, o._int)
        else:
            q, r = divmod(self._int, o._int * 10 ** -shift)
        exp = ideal - shift
        if r == 0:
            while exp < ideal and q % 10 == 0:
                q //= 10
                exp += 1
        elif q % 5 == 0:
            q += 1
        return Decimal._make(sign, q, exp)._fix(ctx)

    def __rtruediv__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("/", other, self)
            return o
        return o.__truediv__(self, context)

    def _divmod(self, o, ctx):
        """(integer quotient, remainder) truncating toward zero, or None after a signal."""
        sign = self._sign ^ o._sign
        if o._int == 0:
            if self._int == 0:
                ctx._raise(DivisionUndefined)
            else:
                ctx._raise(DivisionByZero)
            return None
        e = min(self._exp, o._exp)
        a = self._int * 10 ** (self._exp - e)
        b = o._int * 10 ** (o._exp - e)
        q, r = divmod(a, b)
        if _ndigits(q) > ctx.prec:
            ctx._raise(DivisionImpossible)
            return None
        return Decimal._make(sign, q, 0), Decimal._make(self._sign, r, e)

    def __floordiv__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("//", self, other)
            return o
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        if self._special == "F" or o._special == "F":
            if self._special == "F" and o._special == "F":
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            if self._special == "F":
                return Decimal._make(self._sign ^ o._sign, 0, 0, "F")
            return Decimal._make(self._sign ^ o._sign, 0, 0)
        if o._int == 0 and self._int != 0:
            ctx._raise(DivisionByZero)
            return Decimal._make(self._sign ^ o._sign, 0, 0, "F")
        r = self._divmod(o, ctx)
        return Decimal("NaN") if r is None else r[0]

    def __rfloordiv__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("//", other, self)
            return o
        return o.__floordiv__(self, context)

    def __mod__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("%", self, other)
            return o
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        if self._special == "F":
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        if o._special == "F":
            return self._fix(ctx)
        if o._int == 0:
            ctx._raise(InvalidOperation if self._int else DivisionUndefined)
            return Decimal("NaN")
        r = self._divmod(o, ctx)
        return Decimal("NaN") if r is None else r[1]._fix(ctx)

    def __rmod__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("%", other, self)
            return o
        return o.__mod__(self, context)

    def __divmod__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("divmod()", self, other)
            return o
        return self.__floordiv__(o, context), self.__mod__(o, context)

    def __rdivmod__(self, other, context=None):
        o = _convert(other)
        if o is NotImplemented:
            return o
        return o.__divmod__(self, context)

    def remainder_near(self, other, context=None):
        o = _convert(other, True)
        ctx = context or getcontext()
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        if self._special == "F" or (o._special == "" and o._int == 0):
            ctx._raise(InvalidOperation if self._special or self._int else DivisionUndefined)
            return Decimal("NaN")
        if o._special == "F":
            return self._fix(ctx)
        e = min(self._exp, o._exp)
        a = self._int * 10 ** (self._exp - e) * (-1 if self._sign else 1)
        b = o._int * 10 ** (o._exp - e) * (-1 if o._sign else 1)
        q = a // b
        r = a - q * b
        if 2 * abs(r) > abs(b) or (2 * abs(r) == abs(b) and q % 2 == 1):
            r -= b
            q += 1
        if _ndigits(abs(q)) > ctx.prec:
            ctx._raise(DivisionImpossible)
            return Decimal("NaN")
        sign = self._sign if r == 0 else (1 if r < 0 else 0)
        return Decimal._make(sign, abs(r), e)._fix(ctx)

    def __pow__(self, other, modulo=None, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("** or pow()", self, other)
            return o
        ctx = context or getcontext()
        if modulo is not None:
            m = int(_convert(modulo, True))
            return Decimal(pow(int(self), int(o), m))
        n = self._nan_result(o, ctx)
        if n is not None:
            return n
        if o._special == "" and o._exp >= 0 or (o._special == "" and o == o.to_integral_value()):
            k = int(o)
            if self._special == "F":
                if k == 0:
                    return Decimal(1)
                sign = self._sign if k % 2 else 0
                return Decimal._make(sign, 0, 0, "F") if k > 0 else Decimal._make(sign, 0, 0)
            if self._int == 0:
                if k == 0:
                    ctx._raise(InvalidOperation)
                    return Decimal("NaN")
                sign = self._sign if k % 2 else 0
                if k < 0:
                    return Decimal._make(sign, 0, 0, "F")
                return Decimal._make(sign, 0, self._exp * k if False else 0)
            sign = self._sign if k % 2 else 0
            if k >= 0:
                return Decimal._make(sign, self._int ** k, self._exp * k)._fix(ctx)
            # correctly rounded 1 / x**|k|, computed with extra digits
            den = Decimal._make(sign, self._int ** -k, self._exp * -k)
            return Decimal(1).__truediv__(den, ctx)
        if self._sign and self._int != 0:
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        if self._int == 0:
            return Decimal._make(0, 0, 0, "F") if o._sign else Decimal(0)
        # non-integral exponent: exp(y * ln(x)) with guard digits
        with localcontext(ctx) as c:
            c.prec = ctx.prec + 10
            r = (o * self.ln()).exp()
        return r._fix(ctx) if r._special == "" else r

    def __rpow__(self, other, modulo=None, context=None):
        o = _convert(other)
        if o is NotImplemented:
            if isinstance(other, float):
                raise _binop_error("** or pow()", other, self)
            return o
        return o.__pow__(self, modulo, context)

    # -- functions
    def sqrt(self, context=None):
        ctx = context or getcontext()
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        if self._special == "F":
            if self._sign:
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            return Decimal(self)
        ideal = self._exp // 2
        if self._int == 0:
            return Decimal._make(self._sign, 0, ideal)
        if self._sign:
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        prec = ctx.prec
        # coefficient with at least 2*prec+2 digits and an even exponent
        shift = max(0, 2 * prec + 2 - _ndigits(self._int))
        if (self._exp - shift) % 2:
            shift += 1
        c = self._int * 10 ** shift
        r = _math.isqrt(c)
        exp = (self._exp - shift) // 2
        if r * r == c:
            while exp < ideal and r % 10 == 0:
                r //= 10
                exp += 1
        elif r % 5 == 0:
            r += 1
        with localcontext(ctx) as c2:
            c2.rounding = ROUND_HALF_EVEN
            return Decimal._make(0, r, exp)._fix(c2)

    def _ln_fixed(self, prec):
        """ln(self) for a positive finite self, as (coeff, exp) good to about prec digits."""
        # ln(c * 10**e) = ln(m) + k*ln(10), m reduced into [0.5, 5)
        guard = prec + 10
        one = 10 ** guard
        c, e = self._int, self._exp
        nd = _ndigits(c)
        k = e + nd - 1
        m = c * one // 10 ** (nd - 1)        # m/one in [1, 10)
        # series ln(m) = 2 atanh((m-1)/(m+1)), after square roots to bring m near 1
        halvings = 0
        while abs(m - one) > one // 100:
            m = _math.isqrt(m * one)
            halvings += 1
        x = (m - one) * one // (m + one)
        x2 = x * x // one
        term = x
        total = 0
        i = 1
        while term:
            total += term // i
            term = term * x2 // one
            i += 2
        lnm = 2 * total * (1 << halvings)
        return lnm + k * _ln10(guard), guard

    def _log_special(self, ctx):
        """What ln and log10 return for NaN, infinity, zero and negatives (None otherwise)."""
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        if self._special == "F":
            if self._sign:
                ctx._raise(InvalidOperation)
                return Decimal("NaN")
            return Decimal(self)
        if self._int == 0:
            return Decimal._make(1, 0, 0, "F")
        if self._sign:
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        return None

    def ln(self, context=None):
        ctx = context or getcontext()
        r = self._log_special(ctx)
        if r is not None:
            return r
        if self == 1:
            return Decimal(0)
        v, guard = self._ln_fixed(ctx.prec + 5)
        return _from_fixed(v, guard, ctx)

    def log10(self, context=None):
        ctx = context or getcontext()
        r = self._log_special(ctx)
        if r is not None:
            return r
        c = self._int
        while c % 10 == 0:
            c //= 10
        if c == 1:
            return Decimal(self._exp + _ndigits(self._int) - 1)
        v, guard = self._ln_fixed(ctx.prec + 5)
        return _from_fixed(v * 10 ** guard // _ln10(guard), guard, ctx)

    def exp(self, context=None):
        ctx = context or getcontext()
        n = self._nan_result(None, ctx)
        if n is not None:
            return n
        if self._special == "F":
            return Decimal(0) if self._sign else Decimal(self)
        if self._int == 0:
            return Decimal(1)
        if self.adjusted() > 7 or abs(self) > (ctx.Emax + 1) * 2.30258509299404568:
            if self._sign:
                for sig in (Underflow, Subnormal, Inexact, Rounded, Clamped):
                    ctx._raise(sig)
                return Decimal._make(0, 0, ctx.Etiny())
            ctx._raise(Overflow)
            ctx._raise(Inexact)
            ctx._raise(Rounded)
            return Decimal._make(0, 0, 0, "F")
        guard = ctx.prec + 15
        one = 10 ** guard
        x = self._int * one
        x = x * 10 ** self._exp if self._exp >= 0 else x // 10 ** -self._exp
        if self._sign:
            x = -x
        # e**x = (e**(x / 2**k))**(2**k)
        k = 0
        while abs(x) > one // 10:
            x //= 2
            k += 1
        guard2 = guard + k // 3 + 2
        one2 = 10 ** guard2
        x = x * 10 ** (guard2 - guard)
        term = one2
        total = one2
        i = 1
        while term:
            term = term * x // (one2 * i)
            total += term
            i += 1
        for _ in range(k):
            total = total * total // one2
        return _from_fixed(total, guard2, ctx)

    def quantize(self, exp, rounding=None, context=None):
        e = _convert(exp, True)
        ctx = context or getcontext()
        n = self._nan_result(e, ctx)
        if n is not None:
            return n
        if self._special == "F" or e._special == "F":
            if self._special == "F" and e._special == "F":
                return Decimal(self)
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        rnd = rounding or ctx.rounding
        drop = e._exp - self._exp
        coeff, inexact = _round_coeff(self._sign, self._int, drop, rnd)
        if _ndigits(coeff) > ctx.prec:
            ctx._raise(InvalidOperation)
            return Decimal("NaN")
        if drop > 0 and (inexact or coeff * 10 ** drop != self._int):
            ctx._raise(Rounded)
        if inexact:
            ctx._raise(Inexact)
        return Decimal._make(self._sign, coeff, e._exp)

    def same_quantum(self, other, context=None):
        o = _convert(other, True)
        if self._special or o._special:
            return (self.is_nan() and o.is_nan()) or (self.is_infinite() and o.is_infinite())
        return self._exp == o._exp

    def to_integral_value(self, rounding=None, context=None):
        ctx = context or getcontext()
        if self._special:
            n = self._nan_result(None, ctx)
            return n if n is not None else Decimal(self)
        if self._exp >= 0:
            return Decimal(self)
        coeff, _ = _round_coeff(self._sign, self._int, -self._exp, rounding or ctx.rounding)
        return Decimal._make(self._sign, coeff, 0)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = context or getcontext()
        r = self.to_integral_value(rounding, ctx)
        if self._special == "" and self._exp < 0:
            ctx._raise(Rounded)
            if r != self:
                ctx._raise(Inexact)
        return r

    def normalize(self, context=None):
        ctx = context or getcontext()
        if self._special:
            n = self._nan_result(None, ctx)
            return n if n is not None else Decimal(self)
        d = self._fix(ctx)
        if d._special or d._int == 0:
            return Decimal._make(d._sign, 0, 0) if not d._special else d
        c, e = d._int, d._exp
        while c % 10 == 0 and e < ctx.Emax:
            c //= 10
            e += 1
        return Decimal._make(d._sign, c, e)

    def fma(self, other, third, context=None):
        o = _convert(other, True)
        t = _convert(third, True)
        prod = Decimal._make(self._sign ^ o._sign, self._int * o._int, self._exp + o._exp)
        return prod.__add__(t, context)

    def number_class(self, context=None):
        ctx = context or getcontext()
        if self.is_snan():
            return "sNaN"
        if self.is_qnan():
            return "NaN"
        s = "-" if self._sign else "+"
        if self._special == "F":
            return s + "Infinity"
        if self._int == 0:
            return s + "Zero"
        if self.adjusted() < ctx.Emin:
            return s + "Subnormal"
        return s + "Normal"

    def __reduce__(self):
        return (type(self), (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _pad(s, head):
    """s (a formatted number) padded as [[fill]align][sign][0][width][,] asks."""
    fill, align = " ", ">"
    if len(head) >= 2 and head[1] in "<>^=":
        fill, align, head = head[0], head[1], head[2:]
    elif head and head[0] in "<>^=":
        align, head = head[0], head[1:]
    sign = ""
    if head and head[0] in "+- ":
        sign, head = head[0], head[1:]
    if head[:1] == "0":
        fill, align, head = "0", "=", head[1:]
    comma = head.endswith(",") or head.endswith("_")
    sep = head[-1] if comma else ""
    if comma:
        head = head[:-1]
    width = int(head) if head else 0
    neg = s.startswith("-")
    body = s[1:] if neg else s
    if sep:
        ip, dot, fp = body.partition(".")
        groups = []
        while len(ip) > 3:
            groups.insert(0, ip[-3:])
            ip = ip[:-3]
        body = sep.join([ip] + groups) + dot + fp
    pre = "-" if neg else ("+" if sign == "+" else (" " if sign == " " else ""))
    n = width - len(pre) - len(body)
    if n <= 0:
        return pre + body
    if align == "=":
        return pre + fill * n + body
    if align == "<":
        return pre + body + fill * n
    if align == "^":
        return fill * (n // 2) + pre + body + fill * (n - n // 2)
    return fill * n + pre + body


def _ln10(guard):
    """ln(10) * 10**guard, by the atanh series of ln(10) = 3 ln 2 + ln(5/4)."""
    one = 10 ** (guard + 5)

    def atanh_inv(n):  # atanh(1/n) * one
        total = 0
        term = one // n
        n2 = n * n
        i = 1
        while term:
            total += term // i
            term //= n2
            i += 2
        return total
    ln2 = 2 * atanh_inv(3)                       # ln 2 = 2 atanh(1/3)
    ln54 = 2 * atanh_inv(9)                      # ln(5/4) = 2 atanh(1/9)
    return (3 * ln2 + ln54) // 10 ** 5


def _from_fixed(v, guard, ctx):
    """The Decimal v * 10**-guard rounded to the context (inexact)."""
    sign = 1 if v < 0 else 0
    v = abs(v)
    if v % 5 == 0:
        v += 1
    with localcontext(ctx) as c:
        c.rounding = ROUND_HALF_EVEN
        r = Decimal._make(sign, v, -guard)._fix(c)
    ctx._raise(Inexact)
    ctx._raise(Rounded)
    return r


class DecimalTuple(tuple):
    def __new__(cls, sign, digits, exponent):
        return tuple.__new__(cls, (sign, digits, exponent))

    sign = property(lambda self: self[0])
    digits = property(lambda self: self[1])
    exponent = property(lambda self: self[2])

    def __repr__(self):
        return "DecimalTuple(sign=" + repr(self[0]) + ", digits=" + repr(self[1]) + ", exponent=" + repr(self[2]) + ")"


try:
    import numbers as _numbers
    _numbers.Number.register(Decimal)
except Exception:
    pass
