def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0.0, -0.0, 1.0, -2.5, 0.1, 1/3, 2/3, 1e-7, 1.5e-5, 0.000999, 123.456, 99999.5, 1e15, 1e16, 1.23e17, 6.02e23, 1e300, -1e-300, 5e-324, float('inf'), float('nan'), 0.5, 1.5, 2.5, 1234567.125]
specs = ['G', '.0G', '.1G', '.3G', '.10G', '#G', '+G', ' G', '12G', '<12.2G', '^12.2G', '012.2G', ',G', 'z.2G', '#.0G']
for v in vals:
    print(repr(v), [format(v, s) if True else 0 for s in specs[:0]])
    for s in specs:
        t(lambda: format(v, s))
