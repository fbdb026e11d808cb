def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
s = 'model.layer1.weight'
for p in ['model', 'layer', 'weight', '', ('x', 'model'), ('a', 'b'), ()]:
    t(lambda: s.startswith(p))
    t(lambda: s.endswith(p))
t(lambda: s.startswith('layer', 6))
t(lambda: s.endswith('layer1', 0, 12))
t(lambda: s.startswith('model', -19))
t(lambda: s.startswith(1))
t(lambda: s.startswith(('a', 1)))
t(lambda: s.endswith(['weight']))
t(lambda: 'ñandú'.endswith('dú'))
t(lambda: ''.startswith(''))
t(lambda: 'abc'.startswith('', 5))
