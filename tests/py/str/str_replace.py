def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
s = 'the cat sat on the mat'
t(lambda: s.replace('at', 'og'))
t(lambda: s.replace('at', 'og', 1))
t(lambda: s.replace('at', 'og', 0))
t(lambda: s.replace('at', 'og', -1))
t(lambda: s.replace('the', ''))
t(lambda: s.replace('', '-'))
t(lambda: 'abc'.replace('', '-', 2))
t(lambda: ''.replace('', 'x'))
t(lambda: s.replace('xyz', 'q'))
t(lambda: s.replace(' ', '_'))
t(lambda: 'aaaa'.replace('aa', 'b'))
t(lambda: 'héllo'.replace('é', 'e'))
t(lambda: '中文'.replace('', '|'))
t(lambda: s.replace('at', 'og', count=2))
t(lambda: s.replace(1, 'x'))
t(lambda: s.replace('a', 2))
t(lambda: 'a.b.c'.replace('.', '/'))
