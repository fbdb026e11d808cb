try:
    open("data.txt")
except OSError as e:
    print("OSError", isinstance(e, OSError))
try:
    input()
except EOFError as e:
    print(type(e).__name__, e)
