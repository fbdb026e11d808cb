def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: 'ab' + 'cd')
t(lambda: 'ab' * 3)
t(lambda: 3 * 'ab')
t(lambda: 'ab' * 0)
t(lambda: 'ab' * -2)
t(lambda: '' * 5)
t(lambda: 'é' * 3)
t(lambda: 'a' + 1)
t(lambda: 'a' + None)
t(lambda: 'a' + ['b'])
t(lambda: 'a' * 'b')
t(lambda: 'a' * 1.5)
t(lambda: 1 + 'a')
t(lambda: True * 'ab')
s = ''
for i in range(1000):
    s += str(i % 10)
print(len(s), s[:20], s[-20:])
parts = []
for i in range(5):
    parts.append(f'{i}')
print('+'.join(parts))
s = 'x'
s *= 4
print(s)
