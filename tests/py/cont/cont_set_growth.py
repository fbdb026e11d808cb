s = set()
for i in range(50):
    s.add(i * 37 % 101)
print(s)
t = set()
for w in ['w%d' % i for i in range(25)]:
    t.add(w)
print(t)
for w in ['w%d' % i for i in range(0, 25, 2)]:
    t.remove(w)
print(t)
t.update(['n%d' % i for i in range(10)])
print(t)
print(len(t), sorted(t)[:4])
