from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window), sum(window) / len(window))
print(window, window.maxlen, deque().maxlen)
print(deque(), deque("ab"), 2 in deque([1, 2]), deque([1, 2]) == deque([1, 2]))
q = deque([3, 1, 3])
print(q.count(3), q.index(1))
q.remove(3)
print(q, list(reversed(q)))
q.reverse()
q[0] = 9
print(q, q.copy())
q.clear()
print(q, bool(q))
for bad in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5]]:
    try:
        bad()
    except IndexError as e:
        print(type(e).__name__, e)
try:
    deque([1]).remove(5)
except ValueError as e:
    print(type(e).__name__, e)
