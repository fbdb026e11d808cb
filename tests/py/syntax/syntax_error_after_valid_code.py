import math

def area(r):
    return math.pi * r ** 2

print(area(2))
for i in range(3)
    print(i)
