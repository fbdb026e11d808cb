from fractions import Fraction
import math
a, b = Fraction(3, 4), Fraction("-2/6")
print(a, b, repr(a), a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, abs(b), a ** 2, a ** -2, b ** -3)
print(a + 1, 1 + a, a * 2.0, 2 - a, a / 3, 3 / a, a == 0.75, a < 1, b > -1, a == Fraction(6, 8), a != b)
print(Fraction(1.5), Fraction("3.1415"), Fraction(" -1e-3 "), Fraction("7"), Fraction(2.5).limit_denominator(1), Fraction(math.pi).limit_denominator(100))
print(float(a), int(Fraction(-7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 3), math.floor(b), math.ceil(b), math.trunc(b))
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(5)) == hash(5), hash(Fraction(1, 3)), a.numerator, a.denominator, a.as_integer_ratio(), a.is_integer())
print(sum([Fraction(1, n) for n in range(1, 11)]), sorted([Fraction(1, 3), Fraction(1, 4), 0.3]), max(Fraction(2, 3), 0.6))
print(Fraction(0.1), Fraction.from_float(0.25), f"{Fraction(1, 3):.5f}", f"{Fraction(1, 3)}", Fraction(Fraction(1, 2), Fraction(1, 3)))
for bad in [lambda: Fraction(1, 0), lambda: Fraction("abc"), lambda: Fraction(1.5, 2), lambda: Fraction(float("nan")), lambda: Fraction(float("inf")), lambda: a / 0, lambda: Fraction([1])]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
print({Fraction(1, 2): "half"}[0.5], Fraction(1, 2) ** Fraction(1, 2), 2 ** Fraction(1, 2), 4 ** Fraction(2))
