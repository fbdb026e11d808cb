def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['  hi  ', '\t\nhi\r\n', 'xxhixx', '', '   ', 'hi', '\u3000hi\xa0', '...hello!!!']:
    t(lambda: s.strip())
    t(lambda: s.lstrip())
    t(lambda: s.rstrip())
    t(lambda: s.strip('x'))
    t(lambda: s.strip('.!'))
    t(lambda: s.rstrip('\n'))
t(lambda: 'abcba'.strip('ab'))
t(lambda: 'ééaéé'.strip('é'))
t(lambda: 'a'.strip(1))
t(lambda: 'a'.lstrip(None))
t(lambda: 'prefix_name'.removeprefix('prefix_'))
t(lambda: 'name.py'.removesuffix('.py'))
t(lambda: 'name'.removeprefix('x'))
t(lambda: 'name'.removesuffix(''))
t(lambda: 'a'.removeprefix(1))
