s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(type(e).__name__, e)
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print(type(e).__name__, e)
print(sorted(s))
s = {1, 2, 3}
for x in list(s):
    s.discard(x)
print(s)
