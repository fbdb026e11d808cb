import traceback, sys

def inner(x):
    return 10 / x

def outer(x):
    return inner(x) + 1

try:
    outer(0)
except ZeroDivisionError:
    print(traceback.format_exc(), end="")
    print("---")
    traceback.print_exc(file=sys.stdout)

try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("bad value") from e
except ValueError as e:
    lines = traceback.format_exception(e)
    print(len(lines) > 3)
    print("".join(lines), end="")
    print(traceback.format_exception_only(e))
    print(traceback.format_exception(type(e), e, e.__traceback__, chain=False)[-1], end="")
    s = traceback.extract_tb(e.__traceback__)
    print([(f.name, f.lineno, f.line) for f in s])
    traceback.print_exception(e, file=sys.stdout, chain=False)
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te), "".join(te.format_exception_only()), end="")
print(traceback.format_exc(), end="")

class MyErr(Exception):
    pass

def thrower():
    raise MyErr("custom", 3)

try:
    thrower()
except MyErr:
    print(traceback.format_exc(), end="")
