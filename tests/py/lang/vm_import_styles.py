import math
import math as m
from math import sqrt, pi as PI
print(math.floor(2.5), m.ceil(2.1), sqrt(16), round(PI, 3))
try:
    from math import nope
except ImportError as e:
    print(e)
try:
    import nonexistent_mod
except ModuleNotFoundError as e:
    print(e)
