def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for c in ['a', 'A', '0', ' ', '\n', 'é', '中', '😀', '\x00', '\U0010ffff']:
    t(lambda: ord(c))
for i in [65, 97, 48, 233, 20013, 128512, 0, 1114111, 1114112, -1]:
    t(lambda: chr(i))
t(lambda: ord('ab'))
t(lambda: ord(''))
t(lambda: ord(65))
t(lambda: chr('a'))
t(lambda: chr(65.0))
print(''.join(chr(ord(c) + 1) for c in 'HAL'))
print([chr(i) for i in range(0x3b1, 0x3b1 + 5)])
