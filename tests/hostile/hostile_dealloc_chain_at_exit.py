h = None
for i in range(1000000):
    h = [h, i]
print('left for exit')
