def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['key=value', 'no sep', 'a=b=c', '=x', 'x=', '']:
    t(lambda: s.partition('='))
    t(lambda: s.rpartition('='))
t(lambda: 'a'.partition(''))
t(lambda: 'a'.partition(1))
t(lambda: 'módulo.peso'.rpartition('.'))
