import sys
print("to stderr", file=sys.stderr)
sys.stderr.write("raw stderr\n")
try:
    sys.stdout.write(5)
except TypeError as e:
    print(type(e).__name__, e, file=sys.stderr)
