def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for v in [0, 5, -5, 255, 2 ** 31, -2 ** 63, 2 ** 100, -3 ** 70]:
    print(str(v), repr(v), bin(v), oct(v), hex(v), format(v, 'x'), format(v, '#b'))
t(lambda: hex(1.5))
t(lambda: bin('1'))
t(lambda: int(bin(12345), 2))
t(lambda: int(hex(-255), 16))
t(lambda: int(oct(8), 8))
t(lambda: int('  -0b1010  ', 0))
t(lambda: str(-0))
t(lambda: str(10 ** 20 - 1))
