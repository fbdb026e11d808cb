# evaluating (compiling) deeply nested expressions with a huge recursion limit
import sys
sys.setrecursionlimit(10**9)
for src in ("-" * 100000 + "1", "(" * 100000 + ")" * 100000, "[" * 50000 + "]" * 50000,
            "1" + "+1" * 100000, "not " * 50000 + "x"):
    try:
        eval(src)
        print("compiled")
    except (RecursionError, MemoryError, SyntaxError) as e:
        print(type(e).__name__)
sys.setrecursionlimit(1000)
