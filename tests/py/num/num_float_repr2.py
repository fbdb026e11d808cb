import math
for e in range(-20, 25):
    print(e, 10.0 ** e, 1.5 * 10.0 ** e, 7 / 3 * 10.0 ** e)
for k in range(1, 30):
    print(1 / k, k / 7, math.sqrt(k))
