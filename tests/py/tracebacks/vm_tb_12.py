import math
print(math.sqrt(4))
print(math.foo(1))
