name = "Ada"; n = 42; pi = 3.14159265
print(f"{name} {n} {pi:.3f} {n:05d} {n:x} {n:>8} {name!r:>8} {pi:e}")
print(f"{'left':<10}|{'right':>10}|{'center':^10}|")
print(f"{n:,} {1234567.891:,.2f} {0.25:.1%}")
w = 6; p = 2
print(f"{pi:{w}.{p}f}")
items = {"a": 1}
print(f"{items['a']} {items!s} {len(items)}")
class V:
    def __format__(self, spec): return "V<" + spec + ">"
    def __str__(self): return "Vstr"
    def __repr__(self): return "Vrepr"
v = V()
print(f"{v} {v:abc} {v!s} {v!r}")
print(f"{n=} {pi=:.2f}")
print(f"{'nested ' + f'{n}'}")
