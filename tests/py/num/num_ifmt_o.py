def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 7, -7, 42, 255, -256, 1000, 65535, 1234567890, -(2 ** 40), 2 ** 63, 10 ** 25, True, False]
specs = ['o', '#o', '+o', ' o', '10o', '<10o', '^10o', '=10o', '010o', '_o', ',o', '#010o', '*>8o', '-o']
for v in vals:
    for s in specs:
        t(lambda: format(v, s))
