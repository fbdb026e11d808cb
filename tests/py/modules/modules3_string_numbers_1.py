vals = [0, 1, -1, 7, 255, 1024, 123456789, -98765]
for v in vals:
    print(f"{v:>10} {v:<10x}|{v:^+10}|{v:010b}"[:60], f"{v:e}", f"{v:,}", f"{v:%}"[:12])
fl = [0.0, 0.5, 1 / 7, 1234.5678, -0.000123, 1e10, 2.5e-10]
for f in fl:
    print(f"{f:.3g}|{f:10.4f}|{f:<12.2e}|{f:+.1%}|{f!r}|{f:n}")
print("{:.{}f}".format(3.14159, 2), "{0:{1}}".format("x", 5) + "|", f"{10:#{'x'}}")
print(str(0.1 + 0.2), repr(1e-7), str(1e16), str(-1.5e-300), str(float(10**15)), str(float(10**16)))
print(round(1.23456789, 4), round(-1.5), round(-2.5), round(2.5001), f"{2.675:.2f}", f"{1.005:.2f}")
print(int("ff", 16), int("777", 8), int("1010", 2), int("z", 36), format(3.0, ""), format(3, ".2f"))
