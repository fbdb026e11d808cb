def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 42, -255, 3.75, -0.5, 1e10, 2 ** 70, True, 'abc', None]
fmts = ['%g', '%5g', '%-5g|', '%05g', '%+g', '% g', '%#g', '%.2g', '%8.3g', '%-8.1g|', '%*g']
for v in vals:
    for f in fmts:
        if '*' in f:
            t(lambda: f % (6, v))
        else:
            t(lambda: f % (v,))
