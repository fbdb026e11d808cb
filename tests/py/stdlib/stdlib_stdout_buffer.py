# sys.stdout.buffer: bytes written in order with the text (the oracle runs unbuffered)
import sys
print("a")
sys.stdout.buffer.write(b"b\n")
print("c")
n = sys.stdout.buffer.write(b"d\xc3\xa9\n")
print(n, sys.stdout.buffer)
sys.stdout.flush()
sys.stdout.buffer.write(b"e\n")
print(sys.stdout.buffer.name if hasattr(sys.stdout.buffer, "name") else None)
try:
    sys.stdout.buffer.write("x")
except TypeError as e:
    print(e)
