s = 0
for i in range(200000): s += i & 7
print(s)
