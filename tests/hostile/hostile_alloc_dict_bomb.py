s = 'x' * 10**6
d = {}
i = 0
while True:
    d[i] = s + str(i)
    i += 1
