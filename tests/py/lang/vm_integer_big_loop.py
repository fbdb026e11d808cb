acc = 1
for i in range(1, 30): acc *= i
print(acc, len(str(acc)))
