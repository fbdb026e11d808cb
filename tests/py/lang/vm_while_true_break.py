n = 0
while True:
    n += 1
    if n * n > 50:
        break
print(n)
