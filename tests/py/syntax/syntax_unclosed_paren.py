import math
x = math.sqrt(2
print(x)
