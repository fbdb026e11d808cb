import sys
try:
    sys.exit(3)
except SystemExit as e:
    print("exit code", e.code)
try:
    sys.exit()
except SystemExit as e:
    print("exit code", e.code)
try:
    sys.exit("message")
except SystemExit as e:
    print("exit code", e.code)
try:
    exit(0)
except SystemExit as e:
    print("builtin exit", e.code)
print("before exit")
sys.exit(0)
print("never")
