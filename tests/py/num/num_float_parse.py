def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['1.5', ' 2.5 ', '-3', '+4.0', '1e3', '1E-3', '.5', '5.', '1_000.5', '1e1_0', 'inf', '-inf', '+Infinity',
          'nan', '-NaN', 'iNF', '  1.5\n', '0x10', '1__0', '_1', '1_', '1_e10', '1._5', '.', '1e', 'e1', '', ' ',
          'in f', '1.5.5', '٣.٥', '1e500', '-1e500', '1e-500', '0.1e-1', '00012', '1' * 30]:
    t(lambda: float(s))
t(lambda: float(b'1.5'))
t(lambda: float(b'x'))
t(lambda: float(7))
t(lambda: float(2 ** 70))
t(lambda: float(10 ** 400))
t(lambda: float(True))
t(lambda: float([]))
t(lambda: float(None))
t(lambda: float())
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
t(lambda: float(F()))
t(lambda: float(I()))
