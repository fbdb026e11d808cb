# sys.setrecursionlimit takes any C int; larger values are an OverflowError.
import sys
for n in (10**9, 2**31 - 1, 2**31, 10**20, -2**31, -2**31 - 1):
    try:
        sys.setrecursionlimit(n)
        print(sys.getrecursionlimit())
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
