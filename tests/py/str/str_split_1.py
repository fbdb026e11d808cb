def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['a b c', '  a  b  c  ', 'a,b,,c', '', '   ', 'one', 'a\tb\nc\r\nd', 'x\u3000y\xa0z', 'a b  c d ']:
    t(lambda: s.split())
    t(lambda: s.split(','))
    t(lambda: s.split(None, 1))
    t(lambda: s.split(' ', 2))
    t(lambda: s.rsplit(None, 1))
    t(lambda: s.rsplit(',', 1))
    t(lambda: s.rsplit())
t(lambda: 'a'.split(''))
t(lambda: 'a'.split(1))
t(lambda: 'a,b,c'.split(sep=',', maxsplit=1))
t(lambda: 'a,b,c'.rsplit(sep=',', maxsplit=0))
t(lambda: 'a--b--c'.split('--'))
t(lambda: 'a--b--c'.rsplit('--', 1))
t(lambda: 'ñ,ü,é'.split(','))
t(lambda: '中 文  字'.split())
