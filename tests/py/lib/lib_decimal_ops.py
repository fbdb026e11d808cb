# decimal: construction, text forms, arithmetic and rounding, functions, contexts, signals, format specs.
import decimal
from decimal import Decimal as D, getcontext, localcontext, Context
def show(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
print(getcontext())
for s in ["0", "-0", "1.30", "1e3", "1E-7", "0.000001", "-0.0000001", "123.456e2", "  12 ", "1_000", ".5", "5.", "+7", "inf", "-Infinity", "nan", "sNaN", "NaN123", "1e+999999", "0E-10", "00012", "1.2.3", "abc", "", "1e", "0.00", "100E-2", "12345678901234567890123456789012345"]:
    show(lambda: D(s))
for x in [0.1, -0.0, 1.5, 1e100, 2**-30, 3, -7, True, (0, (1, 4, 1, 4), -3), (1, (0,), 2), (0, (), 'F')]:
    show(lambda: D(x))
a, b = D("1.1"), D("3")
ops = [lambda: a+b, lambda: a-b, lambda: a*b, lambda: a/b, lambda: b/a, lambda: a//b, lambda: a%b, lambda: -a, lambda: +a, lambda: abs(-a),
       lambda: a**2, lambda: a**-2, lambda: b**D("0.5"), lambda: D(2)**D("0.5"), lambda: D(-7)//2, lambda: D(-7)%2, lambda: D(7)%-2, lambda: divmod(D(-7), 2),
       lambda: D(1)/0, lambda: D(0)/0, lambda: D(1)%0, lambda: D(1)//0, lambda: a+1.5, lambda: 1.5*a, lambda: a+1, lambda: 2-a, lambda: 10/a, lambda: 7//a, lambda: 2**a,
       lambda: D("1.30")+D("1.20"), lambda: D("1.000")*D("2.00"), lambda: D(10)/D(4), lambda: D("1.00")/D(8), lambda: D(100)/D(1), lambda: D("1E+2")/D("1E-2"),
       lambda: D(1)/D(3)*3, lambda: D("0.1")+D("0.2")==D("0.3"), lambda: D(2).sqrt(), lambda: D(100).sqrt(), lambda: D("0.01").sqrt(), lambda: D("1E-3").sqrt(), lambda: D(-1).sqrt(), lambda: D(0).sqrt(), lambda: D("-0").sqrt(),
       lambda: D("7.325").quantize(D(".01")), lambda: D("7.325").quantize(D(".01"), rounding=decimal.ROUND_UP), lambda: D("7.325").quantize(D("1.")), lambda: D("123.456").quantize(D("1E+1")), lambda: D("1e30").quantize(D("0.1")),
       lambda: D("2.5").to_integral_value(), lambda: D("3.5").to_integral_value(), lambda: D("-2.5").to_integral(rounding=decimal.ROUND_HALF_UP), lambda: round(D("2.675"), 2), lambda: round(D("2.5")), lambda: round(D("-3.5")),
       lambda: int(D("-3.9")), lambda: float(D("0.1")), lambda: D("1.5").__floor__(), lambda: D(1).exp(), lambda: D(2).ln(), lambda: D(100).log10(), lambda: D(2).log10(), lambda: D("0.5").exp(), lambda: D(10).ln(),
       lambda: hash(D("0.5")) == hash(0.5), lambda: hash(D(7)) == hash(7), lambda: hash(D("1.0")), lambda: hash(D("-0.25")), lambda: D("1.0") == 1, lambda: D("0.5") == 0.5, lambda: D("0.1") == 0.1, lambda: D(1) < 1.5, lambda: D(2) > 1,
       lambda: sorted([D("1.5"), D(1), D("-2"), D("1.50")]), lambda: max(D(1), D("1.0")), lambda: sum([D("0.1")]*10), lambda: D("1.23E+5").normalize(), lambda: D("120.00").normalize(), lambda: D(0).normalize(),
       lambda: D("-1.5").as_tuple(), lambda: D("1.5").as_integer_ratio(), lambda: D(12).adjusted(), lambda: D("0.0012").adjusted(), lambda: str(D("1E+5")), lambda: D("1E+5").to_eng_string(), lambda: D("0.00001234").to_eng_string(), lambda: D("123456E+3").to_eng_string(),
       lambda: [D(x).is_nan() for x in ("nan", "1", "inf")], lambda: D("inf").is_infinite(), lambda: D(0).is_zero(), lambda: D(-1).is_signed(), lambda: D(1).is_finite(), lambda: D("-0").is_signed(), lambda: D(1).is_normal(), lambda: D("1e-999999").is_subnormal(),
       lambda: D("inf") + D("-inf"), lambda: D("inf") * 0, lambda: D("inf") - 1, lambda: D("nan") + 1, lambda: D("nan") < 1, lambda: D("nan") == D("nan"), lambda: D(5).compare(D(3)), lambda: D(1).copy_sign(D(-2)), lambda: D(-3).copy_abs(),
       lambda: f"{D('3.14159'):.2f}", lambda: f"{D('2.5'):.0f}", lambda: f"{D('1234.5'):10.1f}|", lambda: f"{D('0.125'):%}", lambda: format(D("1.5"), ""), lambda: str(D(1)/D(7)), lambda: bool(D(0)), lambda: bool(D("0.1")),
       lambda: D("1.1") * D("1.1") * D("1.1"), lambda: D(2) ** 100, lambda: D("1.5") ** 3, lambda: D(10) ** -3, lambda: D(0) ** 0, lambda: D(0) ** -1, lambda: D(3) ** 40, lambda: D(7) / D("0.3"),
       lambda: D("123456789012345678901234567890") + 1, lambda: D("0.1") * 3 - D("0.3"), lambda: D("1") - D("1"), lambda: D("-1") + D("1"), lambda: D("1.00") - D("1"), lambda: D(1) / D(9) + D(8) / D(9)]
for f in ops: show(f)
with localcontext() as c:
    c.prec = 5
    for f in ops[:12]: show(f)
    print(c)
with localcontext(prec=50, rounding=decimal.ROUND_DOWN) as c:
    show(lambda: D(2).sqrt()); show(lambda: D(1)/7); show(lambda: D(1).exp()); show(lambda: D(2).ln())
for r in decimal.ROUND_HALF_EVEN, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_05UP:
    ctx = Context(prec=2, rounding=r)
    print(r, [str(ctx.create_decimal(x)) for x in ("1.25", "1.35", "-1.25", "1.21", "-1.29", "1.05", "1.55", "9.99")], ctx.divide(D(2), D(3)))
c = getcontext(); print(c.flags[decimal.Inexact], c.flags[decimal.Rounded], c.traps[decimal.DivisionByZero])
c.traps[decimal.DivisionByZero] = False; print(D(1)/0, D(-1)/0); c.traps[decimal.InvalidOperation] = False; print(D(0)/0, D("abc"))
print(c)
print(decimal.DivisionByZero.__mro__, decimal.InvalidOperation.__mro__)
print(issubclass(decimal.FloatOperation, TypeError), Context(prec=3))
try: Context(prec=0)
except Exception as e: print(type(e).__name__, e)
try: D("1.5") < "x"
except Exception as e: print(type(e).__name__, e)
try: D([1])
except Exception as e: print(type(e).__name__, e)
try: D(1.5, 1, 2)
except Exception as e: print(type(e).__name__, e)
print(D.from_float(0.25), isinstance(D(1), decimal.Decimal), type(D(1)).__name__, type(D(1)).__module__)
for spec in ["10.2f", "<10.2f", "^11.1f", "010.2f", "+.3f", ",.2f", "f", ".1%", "*>12,.2f", "e", ".3g"]:
    for v in ["1234567.891", "-3.14159", "0.5", "1E+3"]:
        try: print(spec, v, repr(format(D(v), spec)))
        except Exception as e: print(type(e).__name__, e)
print(getcontext().flags)
