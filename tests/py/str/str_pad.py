def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['abc', '', 'héllo', '中文', '-42', '+7', '3.14']:
    for w in [0, 2, 5, 8, 9]:
        print(repr(s.center(w)), repr(s.ljust(w)), repr(s.rjust(w)), repr(s.zfill(w)), repr(s.center(w, '*')))
t(lambda: 'a'.center(5, 'ab'))
t(lambda: 'a'.center('5'))
t(lambda: 'a'.ljust(5, 1))
t(lambda: 'a'.zfill(5.0))
t(lambda: 'ab'.center(5, 'é'))
t(lambda: 'abc'.center(6))
t(lambda: 'ab'.center(5))
t(lambda: 'abc'.center(4))
t(lambda: 'a'.center(4))
t(lambda: 'a\tb\tc'.expandtabs())
t(lambda: 'a\tb\tc'.expandtabs(4))
t(lambda: '12345\t6\n\t7'.expandtabs(4))
t(lambda: 'a\tb'.expandtabs(0))
t(lambda: 'a\tb'.expandtabs(tabsize=2))
