import sys
print(sys.version_info[:2], sys.version_info >= (3, 8), sys.version_info.major, sys.version_info.minor)
print(sys.version_info)
print(sys.version.split()[0], sys.platform, sys.byteorder, sys.maxsize, sys.maxsize == 2**63 - 1)
print(sys.getrecursionlimit())
print(type(sys.argv).__name__, len(sys.argv))
print("sys" in sys.modules, "math" in sys.modules)
import math
print("math" in sys.modules, sys.modules["math"] is math)
print(sys.float_info.epsilon, sys.float_info.max, sys.float_info.dig, sys.float_info.mant_dig)
print(sys.int_info.bits_per_digit, sys.hexversion, sys.maxunicode)
print(sys.exc_info())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), sys.exception() is v)
print(sys.stdout.write("written\n"))
sys.stdout.flush()
print(sys.getdefaultencoding(), sys.stdout.encoding)
