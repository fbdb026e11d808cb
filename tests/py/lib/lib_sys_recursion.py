import sys
old = sys.getrecursionlimit()
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(1500))
sys.setrecursionlimit(old)
print(sys.getrecursionlimit())
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    sys.setrecursionlimit(1.5)
except TypeError as e:
    print(type(e).__name__, e)
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print(type(e).__name__, e)
