d = {}
for i in range(1000):
    d[i] = i * 2
print(len(d), d[999], sum(d.values()), list(d)[:5], list(d)[-3:])
for i in range(0, 1000, 2):
    del d[i]
print(len(d), list(d)[:5])
for i in range(0, 1000, 2):
    d[i] = -i
print(len(d), list(d)[495:505])
s = {}
for i in range(300):
    s['key%d' % i] = i
print(len(s), s['key299'], list(s)[-2:])
