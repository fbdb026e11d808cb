def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for e in [-320, -310, -308, -300, -30, -5, -4, 0, 15, 16, 17, 22, 100, 300, 308]:
    v = 10.0 ** e if e > -308 else float('1e%d' % e)
    t(lambda: (v, str(v), f"{v:g}", f"{v:.3e}", v * 3, v / 7))
t(lambda: 1.7976931348623157e308 + 1e292)
t(lambda: 2.2250738585072014e-308 / 2)
t(lambda: 4.9e-324 / 2)
t(lambda: -4.9e-324 / 2)
t(lambda: 1e308 * 10 - 1e308 * 10)
