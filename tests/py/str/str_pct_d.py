def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 42, -255, 3.75, -0.5, 1e10, 2 ** 70, True, 'abc', None]
fmts = ['%d', '%5d', '%-5d|', '%05d', '%+d', '% d', '%#d', '%.2d', '%8.3d', '%-8.1d|', '%*d']
for v in vals:
    for f in fmts:
        if '*' in f:
            t(lambda: f % (6, v))
        else:
            t(lambda: f % (v,))
