import math
for x in [0.0, 0.5, 1.0, -0.3, 2.0]:
    print(x, math.sin(x), math.cos(x), math.tan(x), math.atan(x))
print(math.asin(0.5), math.acos(0.5), math.atan2(1, -1), math.atan2(-0.0, -1))
print(math.sinh(1), math.cosh(1), math.tanh(0.5), math.tanh(-20))
print(math.asinh(1), math.acosh(2), math.atanh(0.5))
print(math.erf(0.5), math.erfc(0.5), math.erf(-1.2))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.1), math.isclose(1.0, 1.05, rel_tol=0.1))
print(math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9))
print(math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.isfinite(math.inf))
