import sys
print(sys.getrecursionlimit())
def r(n): return r(n + 1) + 1
try:
    r(0)
except RecursionError as e:
    print('caught', e)
print('alive')
