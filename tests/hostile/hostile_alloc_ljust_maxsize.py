import sys
print(len(' '.ljust(sys.maxsize)))
