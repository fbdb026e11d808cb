s = {10, 20, 30, 5, 15}
out = []
while s:
    out.append(s.pop())
print(out)
s = set('hello world')
print([s.pop() for _ in range(3)], s)
s = set(range(10))
s.pop(); s.pop()
s.add(100)
print(s)
