# cmath values over finite, tiny, huge and special (inf/nan) arguments: signed zeros, branch cuts.
import cmath, math
inf, nan = math.inf, math.nan
vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 1e-310, 1e300, -1e300, 3.7, -1e-5]
zs = [complex(a, b) for a in vals for b in vals]
zs += [complex(a, b) for a in (inf, -inf, nan, 1.0, 0.0, -2.0) for b in (inf, -inf, nan, 0.0, -0.0, 1.5)]
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "phase", "polar", "isfinite", "isinf", "isnan"]
for n in names:
    f = getattr(cmath, n)
    out = []
    for z in zs:
        try: out.append(repr(f(z)))
        except Exception as e: out.append(type(e).__name__)
    print(n, "|".join(out))
for r in vals + [inf, -inf, nan]:
    out = []
    for p in vals + [inf, -inf, nan]:
        try: out.append(repr(cmath.rect(r, p)))
        except Exception as e: out.append(type(e).__name__)
    print("rect", r, "|".join(out))
for z in zs[:40]:
    for b in (2, 10, 1j, -1, 0.5+0.5j):
        try: print(cmath.log(z, b), end=" ")
        except Exception as e: print(type(e).__name__, e, end=" ")
    print()
print(cmath.isclose(1+1j, 1+1.0000000001j), cmath.isclose(1j, 1.1j, rel_tol=0.2), cmath.isclose(0j, 1e-12j, abs_tol=1e-10), cmath.isclose(complex(inf,0), complex(inf,0)))
print(cmath.sqrt(4), cmath.exp(1j*cmath.pi), cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.polar(1j))
