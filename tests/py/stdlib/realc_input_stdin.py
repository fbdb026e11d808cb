# input() reads from a replaced sys.stdin and writes its prompt to a replaced sys.stdout
import io
import sys

orig_in, orig_out = sys.stdin, sys.stdout
sys.stdin = io.StringIO("3\nalpha beta\nlast line without newline")
print(int(input()) * 2)
print(input("words: ").split(" "))
buf = io.StringIO()
sys.stdout = buf
got = input("prompt> ")
sys.stdout = orig_out
print(repr(got), repr(buf.getvalue()))
try:
    input()
except EOFError as e:
    print(type(e).__name__, e)


class Lines:
    def __init__(self):
        self.n = 0

    def readline(self):
        self.n += 1
        return 42 if self.n > 1 else "from a class\n"


sys.stdin = Lines()
print(input())
try:
    input()
except TypeError as e:
    print(type(e).__name__, e)
sys.stdin = orig_in
try:
    input("> ")
except EOFError as e:
    print(type(e).__name__, e)
