import torch

vals = [0, 1, -1, 3.14159, -2.5e-5, 1234567.891, float("inf"), float("nan"), 1e21, 100.0]
for v in vals:
    print(f"{v!r:>14}|{v:10.3f}|{v:<12.4e}|{v:^10.2g}|{v:+.1%}")
for n in [0, 7, -42, 255, 1 << 40]:
    print(f"{n:>8d}|{n:<8x}|{n:^#10o}|{n:08b}|{n:,}|{n:_x}|{n:+d}|{n: d}")
name, shape = "encoder.layer.0.weight", (768, 768)
print(f"{name:.<40}{str(shape):.>15}")
print(f"{name!s:30.10}|")
w = 12
p = 3
print(f"{3.14159:{w}.{p}f}|{'x':{'^'}{w}}|")
print(format(1234.5, ",.2f"), format(0.000123, ".2e"), format(12, "05"), format("ab", "*>6"))
print("{0}-{1}-{0}".format("a", "b"), "{name}:{val:.2f}".format(name="lr", val=0.001))
print("{:=+10.2f}".format(-3.5), "{:=10}".format(-7), "{!r}".format("q"))
t = torch.tensor(2.5)
print(f"{t.item():.3f}", f"{t}", f"{float(t):6.2f}", f"{int(t)}")
x = 5
print(f"{x=}", f"{x * 2 = }", f"{name=!r:.8}")
print("%-10s|%10.4f|%+05d|%c|%5.1e" % ("abc", 3.14159, 42, 65, 123456.0))
print("%(a)s and %(b)d" % {"a": "x", "b": 2})
print(f"{True:d}", f"{False!s:>6}", f"{None!r}", f"{[1, 2]!s:>8}")
print(f"{1.0:g}", f"{1e-5:g}", f"{123456789.0:g}", f"{0.1 + 0.2}", f"{2/3:.15f}", repr(1/3))
print(f"{1e16}", f"{1.5e-7}", str(123456789012345678.0), f"{-0.0}", round(2.675, 2), round(0.5), round(1.5))
