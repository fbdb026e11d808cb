stack = []
for c in '(()())':
    if c == '(':
        stack.append(c)
    else:
        stack.pop()
print(not stack)
from collections import deque
q = deque([1, 2])
q.append(3); q.appendleft(0)
print(list(q), q.popleft())
