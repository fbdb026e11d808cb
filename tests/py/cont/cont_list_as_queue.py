q = []
for i in range(5):
    q.append(i)
out = []
while q:
    out.append(q.pop(0))
print(out)
stack = [1]
stack.extend([2, 3])
print(stack.pop(), stack.pop(), stack)
from collections import deque
d = deque([1, 2, 3], maxlen=3)
d.append(4)
print(d, d.popleft(), list(d))
