def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0.0, -0.0, 1.0, -1.5, 3.14159265, 1234567.891, 0.000123456, 1e16, 1e-7, 123.456e10, 2.5, 0.5,
        float('inf'), float('-inf'), float('nan'), 99.995, 1e300]
specs = ['', 'f', '.2f', '.0f', '#.0f', 'e', '.3e', 'E', 'g', '.3g', '#g', 'G', '.10g', '%', '.1%', 'n',
         '.3', '.0', '#', '10.2f', '<10.2f', '^10.2f', '=10.2f', '010.2f', '+.2f', ' .2f', '-.2f', ',.2f',
         '_.2f', '012,.2f', '*^12.3f', 'z.1f', '+e', '08.3g', '>8', ',', '_', '.17', '.16g', '#.3g', '.2E']
for v in vals:
    for s in specs:
        t(lambda: format(v, s))
