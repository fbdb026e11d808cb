# Attribute reads on instances, class attributes and modules.
import math

class Layer:
    scale = 2
    def __init__(self):
        self.w = 3
        self.b = 1

def run(n):
    l = Layer()
    s = 0
    for i in range(n):
        s += l.w * l.scale + l.b
        s = s % 1000003
    f = 0.0
    for i in range(n // 4):
        f += math.pi
    return s, round(f, 2)

print(run(2000000))
