# decimal, cmath and sys in the shapes real programs use them.
import sys, cmath, math
from decimal import Decimal, ROUND_HALF_UP, getcontext, InvalidOperation, localcontext
import decimal
price = Decimal("19.99"); qty = 3
total = price * qty
print(total, total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), f"{total:.2f}", f"${total:,.2f}")
print(Decimal(str(0.1)) + Decimal(str(0.2)), Decimal("10") / 3, Decimal(1) / Decimal(3) * Decimal(3))
print(sum(Decimal(x) for x in ["1.1", "2.2", "3.3"]), max([Decimal("1.5"), Decimal("2.25")]), min(Decimal(3), 2))
print([Decimal(i) / 8 for i in range(5)], Decimal("3.14159").as_tuple())
print(int(Decimal("42.9")), float(Decimal("1.25")), round(Decimal("1.005"), 2), round(Decimal("2.5")), Decimal("1.5").to_integral_value(rounding=ROUND_HALF_UP))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal(2) ** Decimal("0.5"), Decimal("123456789") + 0, Decimal(10).sqrt())
getcontext().prec = 28
try: Decimal("1.2.3")
except InvalidOperation as e: print("InvalidOperation", e)
try: Decimal(1) / Decimal(0)
except ZeroDivisionError as e: print("ZeroDivisionError", type(e).__name__, e)
try: Decimal("x") 
except decimal.DecimalException as e: print(type(e).__name__)
with localcontext() as ctx:
    ctx.prec = 3
    print(Decimal("1.23456") * 1, +Decimal("9.999"), Decimal("1E+10") + 1)
print(Decimal("1.000").normalize(), Decimal("0E-5"), Decimal("-0.00"), Decimal(-0.0), Decimal("1e-7") * 1, Decimal(12).log10(), Decimal("2").exp())
d = {Decimal(1): "one", 2.5: "two-and-half"}
print(d[1], d[Decimal("2.5")], Decimal(5) in {5}, 5 == Decimal("5.0"), Decimal("NaN") != Decimal("NaN"))
from fractions import Fraction
print(Decimal("0.5") == Fraction(1, 2), Decimal("0.5") < Fraction(2, 3))
z = complex(3, 4)
print(cmath.polar(z), cmath.rect(5, cmath.phase(z)), abs(cmath.sqrt(-4)), cmath.exp(1j * math.pi / 2), cmath.sqrt(-1) ** 2, cmath.log(-1).imag == math.pi)
roots = [(-1 + cmath.sqrt(1 - 4 * 1 * 1)) / 2, (-1 - cmath.sqrt(-3)) / 2]
print(roots, cmath.isclose(roots[0] ** 3, 1), [cmath.exp(2j * cmath.pi * k / 4) for k in range(4)])
print(cmath.sqrt(2), cmath.sqrt(-2.0), cmath.acos(2), cmath.asin(2), cmath.atanh(2), cmath.acosh(0.5), cmath.log(8, 2), cmath.log10(-100))
class C:
    def __complex__(self): return 2j
print(cmath.sqrt(C()), cmath.phase(True), cmath.exp(Decimal(1)) if False else "")
print(file=sys.stderr)
sys.stderr.write("err line\n"); sys.stdout.write("out line\n"); sys.stdout.flush()
print(sys.stdin.readline() == "", sys.stdout.isatty(), sys.stdin.encoding)
line = sys.stdin.readline().strip()
print(repr(line), [l for l in sys.stdin], sys.stdin.read(10))
import io
print(isinstance(sys.stdout, io.TextIOBase) if False else "", hasattr(sys.stdout, "write"))
