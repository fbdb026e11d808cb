def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
cases = [(1, 's'), (1.5, 'd'), ('a', 'd'), ('a', ','), (1.5, 'c'), (0x110000, 'c'), (-1, 'c'), (255, ',x'),
         (1, ',_'), (1, '_,'), (1, '.2'), (1, '.2d'), (65, '+c'), (65, '#c'), (65, ',c'), ('ab', '+'), ('ab', '#'),
         ('ab', '=5'), ('ab', 'z'), (1, 'z'), (1, 'abc'), (1.0, 'abc'), ('a', 'abc'), (1, '.'), (1, '10000000000000000000'),
         (10 ** 400, 'e'), (None, '>5'), ([1], 'x'), (1.5, 'b'), (1.5, 'x'), (1, 'y'), (2.5, '=,s'), ('x', '='),
         (1, ',n'), (1.5, ',n'), (1, '_n'), (1, '\xe9')]
for v, s in cases:
    t(lambda: format(v, s))
t(lambda: format(None, ''))
t(lambda: format([1, 2], ''))
t(lambda: format((1, 'a'), ''))
t(lambda: format({'a': 1}))
t(lambda: format(True, ''))
t(lambda: format(True, 'd'))
t(lambda: format(True, '>5'))
t(lambda: format(False, '^7'))
t(lambda: format(True, '.2f'))
