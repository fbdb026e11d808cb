name, val = 'weight', 0.000123
print(f"{name}={val}", f"{name!r}", f"{val:.2e}", f"{name:^12}|", f"{name.upper()}")
print(f"{'nested ' + name}", f"{[1, 2, 3]}", f"{ {'a': 1} }", f"{(1, 2)}", f"{None}")
print(f"{3 + 4}", f"{10 // 3}", f"{2 ** 10:,}", f"{-1:+}", f"{1_000_000:_}", f"{0.5:.0%}")
w = 8
print(f"{'ab':>{w}}", f"{'ab':<{w}}|", f"{3.14159:.{w - 5}f}", f"{42:0{w}d}")
x = 12.5
print(f"{x = }", f"{x=:.3f}", f"{name=!r}")
print(f"{'a' * 3}", f"{'-'.join('xyz')}", f"{len('abc')}", f"{'é':*^5}")
print(f"""multi
{name}
line""")
print(f"{1}{2}{3}", f"{{}}", f"{{{1}}}", f"a{''}b")
