t = int
for i in range(100000):
    t = (t,)
print(isinstance(1, t))
