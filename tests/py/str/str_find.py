def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
s = 'hello world, hello python'
for sub in ['hello', 'o', 'python', 'xyz', '', 'd, h']:
    t(lambda: s.find(sub))
    t(lambda: s.rfind(sub))
    t(lambda: s.count(sub))
    t(lambda: s.index(sub))
    t(lambda: s.rindex(sub))
    t(lambda: s.find(sub, 5))
    t(lambda: s.find(sub, 5, 15))
    t(lambda: s.rfind(sub, -10))
    t(lambda: s.count(sub, 3, -3))
t(lambda: 'aaaa'.count('aa'))
t(lambda: 'abc'.find('c', 10))
t(lambda: 'abc'.find('', 3))
t(lambda: 'abc'.find('', 4))
t(lambda: 'abc'.count('', 1))
t(lambda: 'abc'.find(1))
t(lambda: 'héllo wörld'.find('wö'))
t(lambda: 'héllo wörld'.rfind('l'))
t(lambda: 'héllo wörld'.index('ö', 2))
t(lambda: '中文中文'.count('中'))
t(lambda: '中文中文'.rindex('文'))
t(lambda: 'abc'.index('d'))
t(lambda: 'abc'.find('b', None, None))
