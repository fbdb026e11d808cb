def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['abc', '', 'héllo', '中文']:
    for spec in ['', '5', '<5', '>5', '^5', '*^7', '.2', '8.2', '-^9', '05', '<05', ' >6', 's', '10s', '.0', 'é^6']:
        t(lambda: format(s, spec))
t(lambda: format('a', '=5'))
t(lambda: format('a', '+5'))
t(lambda: format('a', 'd'))
t(lambda: format('a', ','))
t(lambda: format('a', '#'))
t(lambda: f'{"x":>{3}}')
t(lambda: f'{"abc"!r:^9}')
