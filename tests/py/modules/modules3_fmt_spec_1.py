import torch
n = 1234567.891
print(f"{n:,}", f"{n:_}", f"{n:,.2f}", f"{int(n):,}", f"{int(n):_x}", f"{int(n):_b}")
print(f"{n:>10.3e}|{n:<14.3E}|{n:^16.4g}|")
print(f"{'abc'!r:>8}|{'abc'!s:<6}|{'é'!a}|")
print(f"{3.14159:08.3f}", f"{-3.14159:+08.3f}", f"{42:+d}", f"{42: d}", f"{-42: d}")
print(f"{0.000123:.2%}", f"{1.5:%}", f"{12:#x}", f"{12:#o}", f"{12:#b}", f"{255:#06x}")
print(f"{'x':*^9}", f"{'left':<{10}}|", f"{7:{'0'}>{4}}")
print(f"{1e100:g}", f"{1e-5:g}", f"{123456789.0:g}", f"{0.0001:g}", f"{1.0:g}", f"{100.0:.0f}")
print(f"{float('nan'):10.2f}|{float('inf'):<8}|{-float('inf'):+}")
print(f"{True:d}", f"{True}", f"{None!r}", f"{None}", format(None, ""), f"{3:n}")
t = torch.tensor(2.5)
print(f"{t:.3f}", f"{t.item():.1e}", f"{t}", "{:>6}".format(str(torch.Size([2, 3]))))
try:
    f"{torch.ones(2):.2f}"
except TypeError as e:
    print("TypeError", e)
try:
    f"{torch.Size([2]):>5}"
except TypeError as e:
    print("TypeError", e)
try:
    format(None, ">5")
except TypeError as e:
    print("TypeError", e)
try:
    f"{'s':d}"
except ValueError as e:
    print("ValueError", e)
try:
    f"{3.5:d}"
except ValueError as e:
    print("ValueError", e)
try:
    f"{5:,_}"
except ValueError as e:
    print("ValueError", e)
print("{0}-{1}-{0}".format("a", "b"), "{x}{y!r}".format(x=1, y="q"), "{:{w}.{p}f}".format(3.14159, w=9, p=2))
print("{0[1]} {1[k]} {2.real}".format([5, 6], {"k": "v"}, 3 + 4j))
print("{{literal}} {}".format(1), f"{{}}{1}")
x = 5
print(f"{x=}", f"{x * 2 = }", f"{x=:>4}", f"{'q'=!r}")
print(format(1234.5, ",.1f"), format(-0.0, ".1f"), format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"))
print(format(10**20, ","), format(-1234, "08,"), format(1234, "=+8"), format(255, "X"), format(65, "c"))
