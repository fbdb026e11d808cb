def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
b = b'hello world'
print(b, len(b), b[0], b[-1], b[0:5], b[::-1], b[::2], b'' == b'', b'a' < b'b')
print(b + b'!', b'ab' * 3, 2 * b'x', b'wor' in b, 104 in b, 300 in b'' if False else 0)
print(list(b'abc'), [x for x in b'\x00\x01'], bytes([65, 66, 67]), bytes(3), bytes(), bytes(b'xy'))
print(repr(b"it's"), repr(b'say "x"'), repr(b'both \' "'), b'\t\n\r\x00\x7f\x80\xff\\')
print(b.hex(), b'\x00\xff'.hex(), b.startswith(b'hell'), b.endswith((b'x', b'ld')))
print(b'-'.join([b'a', b'b']), hash(b'abc') == hash(b'abc'), b.decode())
print(sorted([b'b', b'a', b'ab']), {b'k': 1}[b'k'], bytes(range(5)))
t(lambda: b[20])
t(lambda: b['a'])
t(lambda: b + 'x')
t(lambda: b'a' < 'a')
t(lambda: bytes([256]))
t(lambda: bytes([-1]))
t(lambda: bytes(-1))
t(lambda: bytes(1.5))
t(lambda: 'x' in b)
t(lambda: 300 in b)
