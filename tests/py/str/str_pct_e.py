def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 42, -255, 3.75, -0.5, 1e10, 2 ** 70, True, 'abc', None]
fmts = ['%e', '%5e', '%-5e|', '%05e', '%+e', '% e', '%#e', '%.2e', '%8.3e', '%-8.1e|', '%*e']
for v in vals:
    for f in fmts:
        if '*' in f:
            t(lambda: f % (6, v))
        else:
            t(lambda: f % (v,))
