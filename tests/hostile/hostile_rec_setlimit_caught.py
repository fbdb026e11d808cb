import sys
sys.setrecursionlimit(1000000)
def f(n):
    return f(n + 1)
try:
    f(0)
except RecursionError as e:
    print('caught:', e)
