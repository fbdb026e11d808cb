print("hello", 1, 2.5, None, True)
print("a", "b", sep="-")
print("x", end="")
print("y")
print(1, 2, 3, sep=", ", end=".\n")
print()
print([1, 2], {"a": 1}, (1,), {1, 2})
print("no sep", sep=None, end=None)
import sys
print("to stdout", file=sys.stdout)
print("flushed", flush=True)
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W()
print("a", "b", file=w, sep="|")
print(w.parts)
try:
    print(1, sep=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1, end=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1, foo=2)
except TypeError as e:
    print(type(e).__name__, e)
