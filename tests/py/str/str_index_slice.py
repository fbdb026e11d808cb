def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
s = 'hello, world'
print(s[0], s[-1], s[4], s[-5], s[0:5], s[7:], s[:-7], s[::2], s[::-1], s[1:10:3], s[-3:-1], s[10:2:-2])
print(s[100:], s[-100:3], s[5:5], s[::-3], len(s), len(''), len('héllo'), len('中文😀'))
u = 'héllo wörld ñ 中文 😀!'
print(u[0], u[1], u[-1], u[-2], u[6:11], u[::-1], u[::3], u[-5:], u[14:16], len(u))
for i in range(len(u)):
    print(i, u[i], end=' ')
print()
t(lambda: s[12])
t(lambda: s[-13])
t(lambda: s['a'])
t(lambda: s[1.5])
t(lambda: s[True])
t(lambda: s[10 ** 20])
t(lambda: ''[0])
t(lambda: u[100])
long = 'αβγ' * 1000
acc = 0
for i in range(0, len(long), 7):
    acc += ord(long[i])
print(acc, long[2999], long[1500:1503], len(long))
