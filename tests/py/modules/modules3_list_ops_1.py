a = [5, 3, 8, 1]
a.append(7)
a.extend([2, 2])
a.insert(0, 9)
a.insert(100, 0)
print(a, a.index(8), a.count(2), a.pop(), a.pop(0), a)
a.remove(2)
print(a, a[::2], a[-3:], a[1:-1], a[::-1], sorted(a), a.copy() is a)
a.sort()
a.reverse()
print(a, min(a), max(a), sum(a), len(a), 3 in a, [0] * 3, [[0] * 2] * 2)
b = a[:]
b[1:3] = ["x", "y", "z"]
del b[0]
del b[::2]
print(b, a == a[:], [1, 2] < [1, 3], [1, 2] + [3], [] or "empty")
for bad in [lambda: a.index(100), lambda: a.remove(100), lambda: [].pop(), lambda: a[100], lambda: a + (1,),
            lambda: [1, 2].sort(key=1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
stack = []
stack.append(1)
stack.append(2)
print(stack.pop(), stack, list(range(10))[2:8:3], list("abc"), list({"k": 1}), list((1, 2)))
m = [[0] * 3 for _ in range(2)]
m[0][1] = 5
print(m, [row[:] for row in m], len(m[0]))
c = [1, 2, 3]
c[1:2] = []
c += [4]
c *= 2
print(c, c.clear(), c)
