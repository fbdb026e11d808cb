def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
s = 'abcdefghijklmnopqrstuvwxyz'
u = 'αβγδεζηθικλμνξοπρστυφχψω'
for st in [1, 2, 3, -1, -2, -5, 7]:
    for a, b in [(None, None), (2, 20), (-5, None), (None, -20), (20, 2), (100, -100)]:
        print(st, a, b, s[a:b:st], u[a:b:st])
t(lambda: s[::0])
t(lambda: s[1:2:'x'])
t(lambda: s[slice(1, 5)])
t(lambda: u[slice(None, None, -3)])
