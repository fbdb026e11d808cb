import math
cases = [
    lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-1), lambda: math.exp(1000),
    lambda: math.acos(2), lambda: math.pow(0, -1), lambda: math.fmod(1, 0), lambda: math.ldexp(1.0, 5000),
    lambda: math.floor(math.inf), lambda: math.floor(math.nan), lambda: math.factorial(-1),
    lambda: math.factorial(1.5), lambda: math.isqrt(-1), lambda: math.comb(3, -1), lambda: math.gcd(2.5, 1),
    lambda: math.sqrt("a"), lambda: math.log(0.0), lambda: math.cosh(1000), lambda: math.isclose(1, 1, rel_tol=-1),
    lambda: math.dist((1, 2), (1,)), lambda: math.log(1, 1),
]
for c in cases:
    try:
        print(c())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
