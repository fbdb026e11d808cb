def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
u = 'Grüße, 世界! Привет 😀 ñandú'
print(len(u), u.upper(), u.lower(), u.split(), u[::-1], u.find('世'), u.count('ü'))
print(u.encode(), len(u.encode()), u.encode().decode() == u)
print([c for c in u if c.isalpha()][:10], sum(1 for c in u if c.isspace()))
print(u.replace('世界', 'world'), u.center(40, '·'), u.ljust(30, '-') + '|', u.rjust(30) + '|')
print(u.startswith('Grü'), u.endswith('dú'), 'ПРИВЕТ'.lower(), 'ñandú'.title(), 'éclair'.capitalize())
print(sorted(set('mississippi')), sorted('Zürich'), u.partition('!'), u.rpartition(' '))
print(repr(u), ascii(u))
for i in [0, 3, 7, 8, 10, 15, -1, -3]:
    print(i, u[i], u[i:i + 3])
