l = []
while True:
    l.append([0] * 10**6)
