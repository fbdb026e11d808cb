def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 42, -255, 3.75, -0.5, 1e10, 2 ** 70, True, 'abc', None]
fmts = ['%i', '%5i', '%-5i|', '%05i', '%+i', '% i', '%#i', '%.2i', '%8.3i', '%-8.1i|', '%*i']
for v in vals:
    for f in fmts:
        if '*' in f:
            t(lambda: f % (6, v))
        else:
            t(lambda: f % (v,))
