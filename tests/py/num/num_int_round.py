def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for n in [12345, 12350, 12450, -12350, 15, 25, -15, -25, 5, 0, 10 ** 20 + 5 * 10 ** 9]:
    for d in [None, 0, 1, -1, -2, -10]:
        t(lambda: round(n, d) if d is not None else round(n))
t(lambda: round(5, 1.5))
t(lambda: type(round(7, 2)))
t(lambda: round(True))
t(lambda: type(round(True, 1)))
