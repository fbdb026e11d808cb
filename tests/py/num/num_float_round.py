def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for x in [2.5, 3.5, -0.5, 0.5, 1.5, -1.5, -2.5, 0.49999999999999994, 1e20, 2.675, 1.005, 0.125, 0.375]:
    t(lambda: round(x))
    t(lambda: round(x, 0))
    t(lambda: round(x, 2))
for x, n in [(1234.5678, -2), (1234.5678, 1), (1234.5678, 3), (25.0, -1), (35.0, -1), (15.0, -1), (150.0, -2),
             (250.0, -2), (2.5, -1), (-123.456, -400), (123.456, 400), (1e300, -300), (0.5e-300, 300), (5e-324, 323),
             (5e-324, 324), (1e-320, 330), (1.7976931348623157e308, -308), (1.5e308, -308), (0.0, 2), (-0.0, 2),
             (float('inf'), 2), (float('nan'), 2), (123456789.987654321, 4), (0.1 + 0.2, 15), (0.1 + 0.2, 16)]:
    t(lambda: round(x, n))
t(lambda: round(float('inf')))
t(lambda: round(float('nan')))
t(lambda: round(1.5, None))
t(lambda: round(2.5, 1.5))
t(lambda: type(round(2.5)).__name__)
t(lambda: type(round(2.5, 0)).__name__)
