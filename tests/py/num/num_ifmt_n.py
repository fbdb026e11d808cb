def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
vals = [0, 1, -1, 7, -7, 42, 255, -256, 1000, 65535, 1234567890, -(2 ** 40), 2 ** 63, 10 ** 25, True, False]
specs = ['n', '#n', '+n', ' n', '10n', '<10n', '^10n', '=10n', '010n', '_n', ',n', '#010n', '*>8n', '-n']
for v in vals:
    for s in specs:
        t(lambda: format(v, s))
