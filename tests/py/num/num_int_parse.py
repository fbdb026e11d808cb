def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['0', '-0', '+5', ' 42 ', '1_000_000', '0x1F', '0o17', '0b101', '00', '1e3', '',
          ' ', '1__0', '_1', '1_', '- 1', '12a', '٣٤', '0_0', '10' * 20, '-' + '9' * 30, '\t7\n']:
    t(lambda: int(s))
for s, b in [('ff', 16), ('FF', 16), ('0xff', 16), ('0xff', 0), ('z', 36), ('Z', 36), ('777', 8),
             ('0o777', 0), ('101', 2), ('0b101', 0), ('0b101', 16), ('010', 0), ('0', 0), ('00', 0),
             ('0x', 16), ('0x_f', 16), ('0x__f', 16), ('12', 2), ('9', 8), ('abc', 10), ('1' * 50, 7)]:
    t(lambda: int(s, b))
t(lambda: int(b'12'))
t(lambda: int(b' -3 '))
t(lambda: int(b'x1'))
t(lambda: int('1' * 5000))
t(lambda: str(10 ** 5000))
t(lambda: len(str(10 ** 4299)))
t(lambda: int('7' * 4300) % 1000)
t(lambda: int('f' * 5000, 16) % 1000)
