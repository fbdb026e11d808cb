# decimal: pseudo-random operands through every operation and precision, against exact rounding.
from decimal import Decimal as D, localcontext, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP
import decimal
seed = [12345]
def rnd(n):
    seed[0] = (seed[0] * 1103515245 + 12345) % 2**31
    return seed[0] % n
def num():
    digits = "".join(str(rnd(10)) for _ in range(1 + rnd(25)))
    e = rnd(30) - 15
    s = "-" if rnd(3) == 0 else ""
    return D(s + digits + "E" + str(e))
rounds = [ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]
for i in range(300):
    a, b = num(), num()
    with localcontext(prec=1 + rnd(30), rounding=rounds[rnd(8)]) as c:
        out = [c.prec, c.rounding, str(a), str(b)]
        for f in (lambda: a + b, lambda: a - b, lambda: a * b, lambda: a / b, lambda: a // b, lambda: a % b, lambda: abs(a).sqrt(),
                  lambda: a.quantize(D("1E-3")), lambda: a ** 3, lambda: a ** -2, lambda: +a, lambda: a.to_integral_value(), lambda: a.normalize(), lambda: a.to_eng_string(), lambda: a.compare(b), lambda: a.max(b), lambda: a.remainder_near(b), lambda: hash(a)):
            try: out.append(str(f()))
            except Exception as e: out.append(type(e).__name__)
        print(" ".join(map(str, out)))
with localcontext(prec=40) as c:
    for x in ["0.5", "2", "10", "123.456", "1E-10", "-3", "7E+20"]:
        for f in ("exp", "ln", "log10"):
            try: print(x, f, getattr(D(x), f)())
            except Exception as e: print(x, f, type(e).__name__)
