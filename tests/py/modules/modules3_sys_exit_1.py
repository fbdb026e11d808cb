import sys
print("start", flush=True)
print("a", "b", "c", sep="-", end="!\n")
print("x", end="")
print("y")
print(*[1, 2, 3], sep=", ")
print("to stderr", file=sys.stderr, flush=True)
print(file=sys.stderr)
print()
sys.stdout.write("written\n")
try:
    sys.exit(0)
except SystemExit as e:
    print("caught exit", e.code)
try:
    sys.exit("message")
except SystemExit as e:
    print("caught exit", repr(e.code))
try:
    exit(3)
except SystemExit as e:
    print("builtin exit", e.code)


def run():
    for i in range(5):
        if i == 2:
            print("stopping early")
            sys.exit(2)
        print("step", i)


try:
    run()
finally:
    print("finally runs")
print("never")
