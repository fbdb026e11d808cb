def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['a\nb\nc', 'a\nb\n', '\n', '', 'a\r\nb\rc\x0bd\x0ce\x1cf\x85g\u2028h', 'no newline', 'x\n\ny']:
    t(lambda: s.splitlines())
    t(lambda: s.splitlines(True))
    t(lambda: s.splitlines(keepends=True))
    t(lambda: s.split('\n'))
