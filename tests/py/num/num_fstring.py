name = "loss"
n = 1234567
x = 3.14159265
acc = 0.98765
lr = 1e-3
print(f"{name:<20}{n:>10,}")
print(f"{name:>20}|{n:<10}|")
print(f"{x:.4f} {x:.2e} {x:g} {x:10.3f}| {x:<10.1f}|")
print(f"{acc:.2%} {acc:6.1%} {lr} {lr:.0e} {lr:g} {lr:f}")
print(f"epoch {3:3d}/{10:d} loss={0.123456:.4f} acc={97.5:.1f}%")
print(f"{'x':*^9}|{'abc':>6}|{'abc':<6}|{'abc':^7}|")
print(f"{n:_}", f"{n:,}", f"{255:#x}", f"{255:08b}", f"{-5:+d}", f"{5:+d}", f"{5: d}")
w, p = 12, 3
print(f"{x:{w}.{p}f}|", f"{x:>{w}}|", f"{n:{w},}|")
print(f"{x!r} {name!r} {name!s} {'é'!a}")
print(f"{1e16} {1e-5} {1.0} {100.0} {0.1 + 0.2}")
print(f"{2 ** 100} {-7 // 2} {7 / 2} {True} {None}")
items = [("conv1.weight", 1728), ("conv1.bias", 64), ("fc.weight", 5120000)]
for k, v in items:
    print(f"{k:<15} {v:>10,} {v / 1e6:8.3f}M")
print(f"{'total':<15} {sum(v for _, v in items):>10,}")
print(f"{{literal}} {{{n}}}")
d = {'a': 1.5}
print(f"{d['a']:.3f} {d}")
print(f"{x=:.2f} {n=}")
