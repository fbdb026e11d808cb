parts = []
for i in range(3):
    parts.append(f'layer{i}')
print(' -> '.join(parts))
s = ''
for c in 'abc': s += c.upper()
print(s, s * 2, s[::-1], s[1:], len(s))
