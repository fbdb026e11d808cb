l = [3, 1, 2]
l.sort(); print(l)
l.append(5); l.extend([7, 8]); l.insert(0, 0)
print(l, l.pop(), l.index(5), l.count(1))
del l[0]; del l[-2:]
print(l, l[::2], sorted(l, reverse=True))
l[1:3] = ['a', 'b', 'c']
print(l)
