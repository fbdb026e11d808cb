def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 42, -255, 3.75, -0.5, 1e10, 2 ** 70, True, 'abc', None]
fmts = ['%f', '%5f', '%-5f|', '%05f', '%+f', '% f', '%#f', '%.2f', '%8.3f', '%-8.1f|', '%*f']
for v in vals:
    for f in fmts:
        if '*' in f:
            t(lambda: f % (6, v))
        else:
            t(lambda: f % (v,))
