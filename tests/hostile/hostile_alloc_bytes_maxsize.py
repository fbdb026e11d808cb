import sys
b = bytes(sys.maxsize)
