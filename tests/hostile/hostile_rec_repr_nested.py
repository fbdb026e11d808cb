l = []
for i in range(100000):
    l = [l]
print(l)
