l = []
l.append(l)
d = {}
d['d'] = d
s = [l, d]
s.append(s)
print(l, d)
print(s)
