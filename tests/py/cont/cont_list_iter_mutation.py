xs = [1, 2, 3, 4]
for x in xs:
    if x == 2:
        xs.remove(x)
print(xs)
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
r = reversed([1, 2, 3])
print(list(r), list(reversed([])))
l = [0, 1, 2]
rit = reversed(l)
l.append(3)
print(list(rit))
e = list(enumerate(['a', 'b']))
print(e, list(zip([1, 2], 'ab')))
print(iter([1, 2]).__length_hint__())
